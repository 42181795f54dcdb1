import { failureText, readFailure } from '../../api/apiError';

export interface FailureNotice {
  /** The error banner's text (spec section 8). */
  error: string;
  /** The server's message when it says something the error does not (e.g. a verification mail was resent). */
  info?: string;
}

/** Reads a failed call into the banner text and, when the server added one, an extra notice. */
export async function describeFailure(
  caught: unknown,
  fallback: string,
  byStatus: Partial<Record<number, string>> = {},
): Promise<FailureNotice> {
  const failure = await readFailure(caught);
  const error = failureText(failure, fallback, byStatus);
  const { message } = failure;
  const extra = message && message !== error && message !== failure.error ? message : undefined;
  return extra ? { error, info: extra } : { error };
}
