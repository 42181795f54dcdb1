import { createMiddleware } from 'hono/factory';

/**
 * Keeps a connection usable after an answer given before the request body was read (a 401 ahead of a
 * large upload, say). Node's server otherwise has to drain the unread bytes itself, gives up after a
 * moment and closes the socket although the answer said `keep-alive`, so the client's next request
 * on that connection got no answer (issue 13, item 13). A body within `maxBytes` is read to its end
 * and thrown away; anything larger is not worth reading, so the answer says `Connection: close` and
 * the client knows to open a new connection.
 */
export function finishUnreadBody(maxBytes: number) {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
    const request = c.req.raw;
    if (!request.body || request.bodyUsed) return;
    const declared = Number(request.headers.get('content-length') ?? Number.NaN);
    const discarded = declared > maxBytes ? false : await discard(request.body, maxBytes);
    // On the answer's own headers, for the reason noStore.ts gives.
    if (!discarded) c.res.headers.set('Connection', 'close');
  });
}

/** Reads the stream to its end unless it passes `maxBytes`; says whether it was all read. */
async function discard(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<boolean> {
  const reader = body.getReader();
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      seen += value.byteLength;
      if (seen > maxBytes) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    // The client went away or sent a broken body: this connection is not worth keeping.
    return false;
  }
}
