/**
 * Whether `error` is Dexie's answer to work on a database that was closed meanwhile: the person
 * signed out (or another person signed in) and the page is going away.
 */
export const isDatabaseClosed = (error: unknown): boolean =>
  error instanceof Error && error.name === 'DatabaseClosedError';

/** Logs work on the database that failed, except work the closing of the database ended: nothing to report then. */
export function logFailure(message: string, error: unknown, log: (...data: unknown[]) => void = console.error): void {
  if (!isDatabaseClosed(error)) log(message, error);
}
