import { failureText, readFailure } from '../../api/apiError';

/**
 * The banner text for a failed profile call (spec section 8): the server's error (a list joined with
 * commas) or message, else `fallback`. An unreachable server also gets `fallback`: the app's offline
 * banner already says the connection is gone.
 */
export async function profileFailure(caught: unknown, fallback: string): Promise<string> {
  const failure = await readFailure(caught);
  return failure.status === undefined ? fallback : failureText(failure, fallback);
}
