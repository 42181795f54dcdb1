import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run stress`: fault injection and load against the built server (dist/server/main.js, built by
 * the script first). Not part of `npm test`: it takes minutes and prints the figures that
 * docs/RELIABILITY.md records.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: {
    name: 'stress',
    include: ['tests/reliability/stress/**/*.stress.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 20 * 60_000,
    hookTimeout: 120_000,
  },
});
