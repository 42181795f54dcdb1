import { HTTPError, TimeoutError } from 'ky';

/** What a failed call said, read once so screens can pick their wording (spec section 8). */
export interface ApiFailure {
  /** HTTP status, or undefined when the server was not reached (offline, timeout). */
  status: number | undefined;
  /** The response's `error` field; a list is joined with commas. */
  error: string | undefined;
  /** The response's `message` field, shown as an extra notice when it differs from the error. */
  message: string | undefined;
}

export const serverErrorText = 'Server error. Please try again later.';
export const offlineText = "You're offline. Check your connection and try again.";

function joined(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (Array.isArray(value)) {
    const texts = value.filter((item): item is string => typeof item === 'string');
    return texts.length > 0 ? texts.join(', ') : undefined;
  }
  return undefined;
}

export async function readFailure(error: unknown): Promise<ApiFailure> {
  if (!(error instanceof HTTPError)) return { status: undefined, error: undefined, message: undefined };
  let body: unknown;
  try {
    body = await error.response.clone().json();
  } catch {
    body = undefined;
  }
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return { status: error.response.status, error: joined(fields.error), message: joined(fields.message) };
}

/**
 * The text to show (spec section 8's general rule): the server's error, else its message, else the
 * screen's text for that status, else a 500 text, else the screen's default. An unreachable server
 * says so instead of pretending the server refused.
 */
export function failureText(
  failure: ApiFailure,
  fallback: string,
  byStatus: Partial<Record<number, string>> = {},
): string {
  if (failure.status === undefined) return offlineText;
  if (failure.status >= 500) return byStatus[failure.status] ?? serverErrorText;
  return failure.error ?? failure.message ?? byStatus[failure.status] ?? fallback;
}

export function isTimeout(error: unknown): boolean {
  return error instanceof TimeoutError;
}
