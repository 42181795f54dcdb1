import { Hono, type Context } from 'hono';
import {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetValidateSchema,
  refreshSchema,
  registerSchema,
  verificationResendSchema,
  verifyEmailSchema,
} from '../../src/domain/accounts';
import { clientAddress } from '../http/clientAddress';
import type { RateLimits } from '../http/rateLimits';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { validBody } from '../http/validate';
import type { AccountsService } from './accounts.service';
import type { Sessions } from './sessions';
import { accountMark, type DeviceCookies } from './deviceCookie';
import { signInAttempts, type SignInSlowdown } from './signInLimits';

export interface AuthRoutesDeps {
  accounts: AccountsService;
  sessions: Sessions;
  limits: RateLimits;
  clock: () => Date;
  trustProxy: boolean;
  trustProxyHops: number;
  deviceCookies: DeviceCookies;
  signInSlowdown?: SignInSlowdown;
}

/** Spec section 7, "Authentication". */
export function authRoutes(deps: AuthRoutesDeps) {
  const { accounts, sessions, limits, clock, trustProxy, trustProxyHops } = deps;
  const addressOf = (c: Context) => clientAddress(c, trustProxy, trustProxyHops);
  return (
    new Hono<{ Variables: AuthVariables }>()
      .post('/auth/register/', validBody(registerSchema), async (c) => {
        await limits.consume('registerPerAddress', addressOf(c));
        return c.json(await accounts.register(c.req.valid('json')), 201);
      })
      .post('/auth/login/', validBody(loginSchema), async (c) => {
        const { username, password } = c.req.valid('json');
        const mayResend = (userId: string) => limits.allows('verificationResendPerAccount', userId);
        const marks = await deps.deviceCookies.accounts(c, clock());
        const knownDevice = (accountKey: string) => marks.includes(accountMark(accountKey));
        const attempts = signInAttempts(limits, addressOf(c), deps.signInSlowdown, knownDevice);
        return c.json(await accounts.login(username, password, mayResend, attempts));
      })
      .post('/auth/token/refresh/', validBody(refreshSchema), async (c) => {
        return c.json(await sessions.refresh(c.req.valid('json').refresh, clock()));
      })
      // Logout needs only the refresh token, so it works after the access token expired.
      .post('/auth/logout/', validBody(refreshSchema), async (c) => {
        await sessions.end(c.req.valid('json').refresh, clock());
        return c.json({ message: 'Logged out' });
      })
      .get('/user-data/', requireAuth(sessions, clock), async (c) => {
        return c.json(await accounts.userData(c.get('auth').userId));
      })
      .post('/auth/verify-email/', validBody(verifyEmailSchema), async (c) => {
        const { uid, token } = c.req.valid('json');
        return c.json(await accounts.verifyEmail(uid, token));
      })
      // Issue 16, item 3: the verification-failed page asks for a new link. Not in the spec's API.
      .post('/auth/verify-email/resend/', validBody(verificationResendSchema), async (c) => {
        await limits.consume('verificationResendPerAddress', addressOf(c));
        const mayResend = (userId: string) => limits.allows('verificationResendPerAccount', userId);
        return c.json(await accounts.resendVerification(c.req.valid('json').email, mayResend));
      })
      .post('/auth/password-reset/', validBody(passwordResetRequestSchema), async (c) => {
        const { email } = c.req.valid('json');
        await limits.consume('passwordResetPerAddress', addressOf(c));
        // Over the per-email limit the answer stays the same: no mail, and nothing to learn.
        if (!(await limits.allows('passwordResetPerEmail', email))) {
          return c.json({ message: (await accounts.requestPasswordReset('')).message });
        }
        return c.json(await accounts.requestPasswordReset(email));
      })
      .post('/auth/password-reset/validate/', validBody(passwordResetValidateSchema), async (c) => {
        const { uid, token } = c.req.valid('json');
        return c.json(await accounts.validatePasswordReset(uid, token));
      })
      .post('/auth/password-reset/confirm/', validBody(passwordResetConfirmSchema), async (c) => {
        const { uid, token, new_password } = c.req.valid('json');
        return c.json(await accounts.confirmPasswordReset(uid, token, new_password));
      })
  );
}
