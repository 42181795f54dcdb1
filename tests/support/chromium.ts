import { accessSync, constants } from 'node:fs';
import { optionalSuitePlan, type SuitePlan } from './optionalSuite.ts'; // with its extension: vitest.config.ts loads this file natively

/** Debian's Chromium (package `chromium`); nothing is downloaded. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How the browser tests and the bench start it: headless, without the sandbox (containers have no
 * user namespaces) and without the background work that would add requests and CPU to a measurement.
 */
export const headlessChromium = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

/** The one command that gives a Debian or Ubuntu machine the browser the e2e tests drive. */
export const installChromiumCommand = 'sudo apt-get install -y chromium';

/** True when `path` is a file this process may run. */
export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether the browser (e2e) tests run: see optionalSuitePlan. */
export function browserTestsPlan({
  ci,
  path,
  installed,
}: {
  ci: boolean;
  path: string;
  installed: boolean;
}): SuitePlan {
  return optionalSuitePlan({
    ci,
    installed,
    missing: `Chromium is not installed (looked for ${path})`,
    suite: 'the browser (e2e) tests',
    install: `Install it with \`${installChromiumCommand}\` (or set CHROMIUM_PATH)`,
  });
}
