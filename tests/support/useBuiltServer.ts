import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startBuiltServer, type BuiltServer } from './builtServer';
import { scratchPostgresDatabase } from './scratchPostgres';

export interface E2eApp {
  baseUrl: string;
  /** The server's DATA_DIR: its mail folder holds the emails it sent. */
  dataDir: string;
}

/**
 * The built app exactly as `npm start` serves it (dist/ on a fresh SQLite file in a temporary
 * DATA_DIR, or on a PostgreSQL database of its own), started for one test file (or one describe
 * block) and stopped after it, so no file depends on a server that had to survive the rest of the run.
 */
export function useBuiltServer(database: 'sqlite' | 'postgres' = 'sqlite'): E2eApp {
  const app = { baseUrl: '', dataDir: '' };
  let server: BuiltServer | undefined;
  let scratch: Awaited<ReturnType<typeof scratchPostgresDatabase>> | undefined;
  beforeAll(async () => {
    if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
      throw new Error('The browser tests need a build: run `npm run build` first (npm test does).');
    }
    app.dataDir = mkdtempSync(join(tmpdir(), 'money-kitchen-e2e-'));
    if (database === 'postgres') scratch = await scratchPostgresDatabase();
    server = await startBuiltServer({
      dataDir: app.dataDir,
      env: scratch ? { DATABASE_URL: scratch.url } : undefined,
    });
    app.baseUrl = server.baseUrl;
  });
  afterAll(async () => {
    await server?.stop();
    await scratch?.drop();
    if (app.dataDir) rmSync(app.dataDir, { recursive: true, force: true });
  });
  return app;
}
