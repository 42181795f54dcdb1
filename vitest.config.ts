import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { postgresIsReachable } from './tests/support/postgres.ts';

const apiProject = (database: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name: `api-${database}`, include: ['tests/api/**/*.test.ts'], env: { TEST_DATABASE: database } },
});

/** Fuzzing, isolation and backup tests on the real API: on both databases, each file bounded in time. */
const reliabilityProject = (database: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `reliability-${database}`,
    include: ['tests/reliability/**/*.test.ts'],
    env: { TEST_DATABASE: database },
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});

/**
 * One command runs every suite. The API suite runs twice, once per database; the browser suite
 * drives Debian's Chromium against the built app served as `npm start` serves it.
 */
export default defineConfig(async () => {
  // Where PostgreSQL is missing the suite still runs on SQLite, except in CI, which must test both.
  const withPostgres = process.env.CI === 'true' || (await postgresIsReachable());
  if (!withPostgres) {
    console.warn('PostgreSQL is not reachable: the api-postgres tests are skipped (set CI=true to require them).');
  }
  const projects: TestProjectInlineConfiguration[] = [
    {
      extends: true,
      test: { name: 'unit', include: ['src/**/*.test.ts', 'server/**/*.test.ts'], environment: 'node' },
    },
    {
      extends: true,
      test: {
        name: 'components',
        include: ['src/**/*.test.tsx'],
        environment: 'jsdom',
        setupFiles: ['tests/setup/components.ts'],
      },
    },
    apiProject('sqlite'),
    ...(withPostgres ? [apiProject('postgres')] : []),
    ...[reliabilityProject('sqlite'), ...(withPostgres ? [reliabilityProject('postgres')] : [])],
    {
      extends: true,
      test: {
        name: 'e2e',
        include: ['tests/e2e/**/*.test.ts'],
        fileParallelism: false,
        testTimeout: 60_000,
        hookTimeout: 60_000,
      },
    },
  ];
  return { plugins: [react()], test: { projects } };
});
