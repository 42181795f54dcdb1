import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startBuiltServer, type BuiltServer } from './builtServer';

export interface E2eApp {
  baseUrl: string;
  /** The server's DATA_DIR: its mail folder holds the emails it sent. */
  dataDir: string;
}

/**
 * The built app exactly as `npm start` serves it (dist/ on a fresh SQLite file in a temporary
 * DATA_DIR), started for one test file and stopped after it, so no file depends on a server that
 * had to survive the rest of the run.
 */
export function useBuiltServer(): E2eApp {
  const app = { baseUrl: '', dataDir: '' };
  let server: BuiltServer | undefined;
  beforeAll(async () => {
    if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
      throw new Error('The browser tests need a build: run `npm run build` first (npm test does).');
    }
    app.dataDir = mkdtempSync(join(tmpdir(), 'money-kitchen-e2e-'));
    server = await startBuiltServer({ dataDir: app.dataDir });
    app.baseUrl = server.baseUrl;
  });
  afterAll(async () => {
    await server?.stop();
    if (app.dataDir) rmSync(app.dataDir, { recursive: true, force: true });
  });
  return app;
}
