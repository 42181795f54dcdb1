import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * Serves `app` on a free loopback port for the test file, standing in for a service on the network
 * (the rate provider). Returns the base URL, known once the file's tests start.
 */
export function useStandInServer(app: Hono): () => string {
  let server: ReturnType<typeof serve>;
  let baseUrl = '';
  beforeAll(async () => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return () => baseUrl;
}
