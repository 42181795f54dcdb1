import { accessSync, constants } from 'node:fs';

/** Debian's Chromium (package `chromium`); nothing is downloaded. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

export interface BrowserTestsPlan {
  run: boolean;
  /** Said once at the start of the run when the browser tests are left out. */
  notice?: string;
}

/**
 * Whether the browser (e2e) tests run, as the PostgreSQL tests decide: where Chromium is missing
 * they are skipped with one notice naming the install command, except in CI (`CI=true`), where
 * they must run, so a missing browser fails them instead of passing unnoticed.
 */
export function browserTestsPlan({
  ci,
  path,
  installed,
}: {
  ci: boolean;
  path: string;
  installed: boolean;
}): BrowserTestsPlan {
  if (installed || ci) return { run: true };
  return {
    run: false,
    notice:
      `Chromium is not installed (looked for ${path}): the browser (e2e) tests are skipped. ` +
      `Install it with \`${installChromiumCommand}\` (or set CHROMIUM_PATH); set CI=true to require them.`,
  };
}
