import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { browserTestsPlan, chromiumPath, isExecutable } from './tests/support/chromium.ts';
import { installNginxCommand, nginxPath } from './tests/support/nginx.ts';
import { optionalSuitePlan } from './tests/support/optionalSuite.ts';
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

/** Debian's Chromium against the built app, one file at a time (each starts its own server). */
const e2eProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
};

/** docs/DEPLOY.md on loopback: PostgreSQL, three built instances and nginx (tests/deploy). */
const deployProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'deploy',
    include: ['tests/deploy/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
};

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
  // The same for the browser: without Chromium the e2e files are left out with one notice, not failed one by one.
  const browser = browserTestsPlan({
    ci: process.env.CI === 'true',
    path: chromiumPath,
    installed: isExecutable(chromiumPath),
  });
  // The config is read again for each project and worker: the notice is said once per run.
  if (browser.notice && !process.env.BROWSER_TESTS_NOTICE_SHOWN) {
    process.env.BROWSER_TESTS_NOTICE_SHOWN = '1';
    console.warn(browser.notice);
  }
  // The deployment test needs nginx and PostgreSQL; the same rule as the browser.
  const deploy = optionalSuitePlan({
    ci: process.env.CI === 'true',
    installed: withPostgres && isExecutable(nginxPath),
    missing: `nginx (${nginxPath}) or PostgreSQL is missing`,
    suite: 'the deployment tests (tests/deploy)',
    install: `Install nginx with \`${installNginxCommand}\` (or set NGINX_PATH)`,
  });
  if (deploy.notice && !process.env.DEPLOY_TESTS_NOTICE_SHOWN) {
    process.env.DEPLOY_TESTS_NOTICE_SHOWN = '1';
    console.warn(deploy.notice);
  }
  const projects: TestProjectInlineConfiguration[] = [
    {
      extends: true,
      test: {
        name: 'unit',
        include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'tests/support/**/*.test.ts', 'bench/**/*.test.ts'],
        environment: 'node',
      },
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
    ...(browser.run ? [e2eProject] : []),
    ...(deploy.run ? [deployProject] : []),
  ];
  return { plugins: [react()], test: { projects } };
});
