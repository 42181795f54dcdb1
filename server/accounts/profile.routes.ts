import { Hono } from 'hono';
import {
  approveEmailChangeSchema,
  cancelEmailChangeSchema,
  changePasswordSchema,
  profileUpdateSchema,
  verifyEmailChangeSchema,
} from '../../src/domain/accounts';
import type { RateLimits } from '../http/rateLimits';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { validBody } from '../http/validate';
import type { AccountsService } from './accounts.service';
import type { EmailChangeService } from './emailChange.service';
import type { RecentProof } from './recentProof';
import type { Sessions } from './sessions';

export interface ProfileRoutesDeps {
  accounts: AccountsService;
  emailChange: EmailChangeService;
  sessions: Sessions;
  limits: RateLimits;
  clock: () => Date;
  proof: RecentProof;
}

/** Spec section 7, "Profile and settings": the account part (settings and targets are records). */
export function profileRoutes({ accounts, emailChange, sessions, limits, clock, proof }: ProfileRoutesDeps) {
  const signedIn = requireAuth(sessions, clock);
  return (
    new Hono<{ Variables: AuthVariables }>()
      .put('/profile/update/', signedIn, validBody(profileUpdateSchema), async (c) => {
        const { userId, loginId } = c.get('auth');
        // Issue 49, item 9: a new username needs a password or code given lately (or the password now).
        const proven = () => proof.isRecent(loginId);
        return c.json(await emailChange.updateProfile(userId, c.req.valid('json'), proven));
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
        return c.json(await emailChange.confirm(uid, token, new_email));
      })
      // Issue 13, item 1: the links sent to the current address. Not in the spec's API.
      .post('/profile/approve-email-change/', validBody(approveEmailChangeSchema), async (c) => {
        const { uid, token, new_email } = c.req.valid('json');
        return c.json(await emailChange.approve(uid, token, new_email));
      })
      .post('/profile/cancel-email-change/', validBody(cancelEmailChangeSchema), async (c) => {
        const { uid, token } = c.req.valid('json');
        return c.json(await emailChange.cancel(uid, token));
      })
  );
}
