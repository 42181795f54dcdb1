import { validatePasswordReset } from '../../api/auth';
import { authTexts } from './authTexts';
import { describeFailure } from './describeFailure';

export type ResetLinkCheck = { kind: 'valid'; email: string } | { kind: 'invalid'; error: string };

/** Asks the server whether the reset link still works, and for whose account. */
export async function checkResetLink(uid: string, token: string): Promise<ResetLinkCheck> {
  try {
    const answer = await validatePasswordReset(uid, token);
    return answer.valid
      ? { kind: 'valid', email: answer.email }
      : { kind: 'invalid', error: authTexts.invalidResetLink };
  } catch (caught) {
    return { kind: 'invalid', error: (await describeFailure(caught, authTexts.invalidResetLinkPage)).error };
  }
}
