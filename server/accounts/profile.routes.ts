import { Hono } from 'hono';
import { changePasswordSchema, profileUpdateSchema, verifyEmailChangeSchema } from '../../src/domain/accounts';
import type { RateLimits } from '../http/rateLimits';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { validBody } from '../http/validate';
import type { AccountsService } from './accounts.service';
import type { Sessions } from './sessions';

/** Spec section 7, "Profile and settings": the account part (settings and targets are records). */
export function profileRoutes(accounts: AccountsService, sessions: Sessions, limits: RateLimits, clock: () => Date) {
  const signedIn = requireAuth(sessions, clock);
  return (
    new Hono<{ Variables: AuthVariables }>()
      .put('/profile/update/', signedIn, validBody(profileUpdateSchema), async (c) => {
        return c.json(await accounts.updateProfile(c.get('auth').userId, c.req.valid('json')));
      })
      .post('/profile/change-password/', signedIn, validBody(changePasswordSchema), async (c) => {
        const { userId, loginId } = c.get('auth');
        // Per account, not per session: signing in again must not buy more guesses.
        await limits.consume('passwordChangePerAccount', userId);
        const { current_password, new_password } = c.req.valid('json');
        return c.json(await accounts.changePassword(userId, loginId, current_password, new_password));
      })
      // Opened from the email on any device, signed in or not: the link itself is the proof.
      .post('/profile/verify-email-change/', validBody(verifyEmailChangeSchema), async (c) => {
        const { uid, token, new_email } = c.req.valid('json');
        return c.json(await accounts.confirmEmailChange(uid, token, new_email));
      })
  );
}
