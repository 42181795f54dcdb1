import { afterEach, expect } from 'vitest';

/** Reads a `text/event-stream` answer event by event, as a device holding the live stream would. */
export function liveEvents(response: Response) {
  if (!response.body) throw new Error('The answer has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  // One read at a time: a read that outlived a timeout is still the next one to finish.
  let pending: Promise<ReadableStreamReadResult<string>> | undefined;

  /** The next `change` event's number, or `'ended'` when the server closed the stream. */
  async function next(timeoutMs = 5000): Promise<number | 'ended'> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (/^event: change$/m.test(block) && data) return (JSON.parse(data) as { seq: number }).seq;
        continue; // a comment (keep-alive)
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No live event within ${timeoutMs} ms`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      pending ??= reader.read();
      const read = await Promise.race([
        pending,
        new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left))),
      ]);
      clearTimeout(timer);
      if (read === 'timeout') throw new Error(`No live event within ${timeoutMs} ms`);
      pending = undefined;
      if (read.done) return 'ended';
      buffered += read.value;
    }
  }

  return { next, close: () => reader.cancel().catch(() => undefined) };
}

/**
 * `openStream(app, token)` for a test file: opens `GET /api/sync/live/` as a device would, expects
 * it accepted, and reads it with `liveEvents`; every stream opened is closed after each test.
 */
export function liveStreamsClosedAfterEach() {
  const opened: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((stream) => stream.close()));
  });
  return async function openStream(
    app: { request(path: string, init?: RequestInit): Response | Promise<Response> },
    token: string,
  ) {
    const response = await app.request('/api/sync/live/', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const stream = liveEvents(response);
    opened.push(stream);
    return stream;
  };
}
