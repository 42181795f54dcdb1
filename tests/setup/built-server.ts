import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../support/builtServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/**
 * The browser tests run against the built app exactly as `npm start` serves it: dist/ on a fresh
 * SQLite file in a temporary DATA_DIR.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
    throw new Error('The browser tests need a build: run `npm run build` first (npm test does).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'money-kitchen-e2e-'));
  const server = await startBuiltServer({ dataDir });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
