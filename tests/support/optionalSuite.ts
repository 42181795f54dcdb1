/** Whether a suite that needs a program from Debian's packages runs, and what is said when it does not. */
export interface SuitePlan {
  run: boolean;
  /** Said once at the start of the run when the suite is left out. */
  notice?: string;
}

/**
 * As the PostgreSQL tests decide: where the program is missing the suite is skipped with one notice
 * naming the install command, except in CI (`CI=true`), where it must run, so a missing program
 * fails it instead of passing unnoticed.
 */
export function optionalSuitePlan(options: {
  ci: boolean;
  installed: boolean;
  /** What is missing, as a person would name it, with the path looked at. */
  missing: string;
  /** The suite left out, e.g. "the browser (e2e) tests". */
  suite: string;
  /** The one command that installs it, and any other way to point the tests at it. */
  install: string;
}): SuitePlan {
  if (options.installed || options.ci) return { run: true };
  return {
    run: false,
    notice: `${options.missing}: ${options.suite} are skipped. ${options.install}; set CI=true to require them.`,
  };
}
