import { googleAuthenticate } from '../../api/auth';
import { failureText, readFailure } from '../../api/apiError';
import { twoFactorTicketOf } from '../../api/twoFactor';
import { authTexts, googleStateKey } from './authTexts';

export interface GoogleCallbackParams {
  code?: string;
  state?: string;
  error?: string;
}

export type GoogleOutcome =
  | { kind: 'signed-in'; isNewUser: boolean }
  | { kind: 'two-factor'; ticket: string }
  | { kind: 'failed'; error: string };

const failed = (error: string): GoogleOutcome => ({ kind: 'failed', error });

/**
 * Finishes the sign-in Google sent back: checks the answer belongs to the request this browser
 * started (the stored `state`, usable once), then trades the code for a session.
 */
export async function completeGoogleSignIn({ code, state, error }: GoogleCallbackParams): Promise<GoogleOutcome> {
  const expectedState = sessionStorage.getItem(googleStateKey);
  sessionStorage.removeItem(googleStateKey);
  if (error) return failed(authTexts.googleCancelled);
  if (!code) return failed(authTexts.googleNoCode);
  if (!state || state !== expectedState) return failed(authTexts.googleFailed);
  try {
    const answer = await googleAuthenticate(code, state);
    return { kind: 'signed-in', isNewUser: answer.is_new_user === true };
  } catch (caught) {
    // Google vouched for the person; with two-factor on, a code is still needed (issue 49, item 6).
    const ticket = await twoFactorTicketOf(caught);
    if (ticket !== undefined) return { kind: 'two-factor', ticket };
    const failure = await readFailure(caught);
    if (failure.status === undefined) return failed(authTexts.googleUnexpected);
    return failed(failureText(failure, authTexts.googleFailed));
  }
}
