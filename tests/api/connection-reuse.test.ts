import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRawConnection } from '../support/rawConnection';
import { useTestApi } from '../support/testApi';

// The production default, so "a few hundred KB" is within the limit as it is for a real server.
const maxBodyBytes = 1024 * 1024;
const api = useTestApi({ maxBodyBytes });

// The API behind Node's HTTP server exactly as server/main.ts serves it, on a free loopback port.
let server: ReturnType<typeof serve>;
let port = 0;
beforeAll(async () => {
  server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const healthRequest = 'GET /api/health HTTP/1.1\r\nHost: money.test\r\n\r\n';
const jsonRequest = (method: string, path: string, body: string) =>
  `${method} ${path} HTTP/1.1\r\nHost: money.test\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const largeProfile = JSON.stringify({
  username: 'someone',
  email: 'someone@example.org',
  first_name: 'x'.repeat(300_000),
});

describe('keep-alive connections after an early refusal', () => {
  it('a 300 KB request refused before its body is read (401, no token) leaves the connection answering the next request', async () => {
    const connection = await openRawConnection(port);
    try {
      // Not a profile call: those take at most 8 KiB, and answer this one's size with a 413.
      connection.write(jsonRequest('POST', '/api/change-fav-currency/', largeProfile));
      const refused = await connection.nextResponse();
      expect(refused.status).toBe(401);
      expect(refused.headers.connection).toBe('keep-alive');
      connection.write(healthRequest);
      const next = await connection.nextResponse();
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toMatchObject({ status: 'ok' });
    } finally {
      connection.destroy();
    }
  });

  it('a request whose body was read (a refused sign-in) keeps the connection alive, as before', async () => {
    const connection = await openRawConnection(port);
    try {
      connection.write(
        jsonRequest('POST', '/api/auth/login/', JSON.stringify({ username: 'nobody', password: 'wrong' })),
      );
      const refused = await connection.nextResponse();
      expect(refused.status).toBe(401);
      expect(refused.headers.connection).toBe('keep-alive');
      connection.write(healthRequest);
      expect((await connection.nextResponse()).status).toBe(200);
    } finally {
      connection.destroy();
    }
  });

  it('a body over MAX_BODY_BYTES is not drained: the 413 announces Connection: close and the server closes', async () => {
    const connection = await openRawConnection(port);
    try {
      // Only the head and a little of the body: a client streaming a huge upload is not waited for.
      connection.write(
        `PUT /api/profile/update/ HTTP/1.1\r\nHost: money.test\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${maxBodyBytes + 1}\r\n\r\n{"first_name":"`,
      );
      const refused = await connection.nextResponse();
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      await connection.closed;
    } finally {
      connection.destroy();
    }
  });
});
