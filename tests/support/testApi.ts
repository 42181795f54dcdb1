import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { silentLogger } from '../../server/logger';
import { openTestDatabase } from './testDatabase';

export interface TestApi {
  app: ReturnType<typeof createApp>;
  database: Database;
  request(path: string, init?: RequestInit): Promise<Response>;
  json(path: string, method: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

export const testMaxBodyBytes = 64 * 1024;

/** The real API on a fresh database for this file, called in-process with app.request (no port). */
export function useTestApi(): TestApi {
  const api = {} as TestApi;
  beforeAll(async () => {
    api.database = await openTestDatabase();
    api.app = createApp({
      config: { maxBodyBytes: testMaxBodyBytes, clientDir: '' },
      database: api.database,
      logger: silentLogger,
      serveClient: false,
    });
    api.request = async (path, init) => api.app.request(path, init);
    api.json = async (path, method, body, headers = {}) =>
      api.app.request(path, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
  });
  afterAll(async () => {
    await api.database?.close();
  });
  return api;
}
