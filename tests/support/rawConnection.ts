import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  write(text: string): void;
  /** The next whole response on this connection; rejects when the server closes it or stays silent. */
  nextResponse(timeoutMs?: number): Promise<RawResponse>;
  /** Resolves once the server has ended the connection. */
  closed: Promise<void>;
  destroy(): void;
}

/**
 * One TCP connection spoken to in plain HTTP/1.1, for what a fetch client hides: whether the server
 * answers a second request on the same keep-alive connection. Responses must carry Content-Length.
 */
export async function openRawConnection(port: number): Promise<RawConnection> {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffered = Buffer.alloc(0);
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((waiter) => waiter());
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake();
  });
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      ended = true;
      wake();
      resolve();
    }),
  );
  socket.on('error', () => undefined);

  function takeResponse(): RawResponse | undefined {
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine = '', ...lines] = buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).trim().toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (buffered.length < headEnd + 4 + length) return undefined;
    const body = buffered.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    buffered = buffered.subarray(headEnd + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  return {
    write: (text) => socket.write(text),
    closed,
    destroy: () => socket.destroy(),
    nextResponse(timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const response = takeResponse();
          if (response) finish(() => resolve(response));
          else if (ended) finish(() => reject(new Error('The server closed the connection without answering')));
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`No answer on this connection within ${timeoutMs} ms`))),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
  };
}
