import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run screenshots`: every screen in both themes at 1280 and 390 px, signed out and signed in with
 * sample data, written to ./screenshots/ (git ignores it) for a person to look at. Not part of
 * `npm test`: it proves nothing by itself; the axe and overflow suites do the checking.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'screenshots',
    include: ['tests/screenshots/**/*.screenshots.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
