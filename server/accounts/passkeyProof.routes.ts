import { Hono, type Context } from 'hono';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { passkeySecondFactorSchema, passkeySignInSchema } from '../../src/domain/passkeys';
import { twoFactorTicketSchema } from '../../src/domain/twoFactor';
import type { RateLimits } from '../http/rateLimits';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { validBody } from '../http/validate';
import type { PasskeysService } from './passkeys.service';
import { reauthTexts } from './reauth.routes';
import type { RecentProof } from './recentProof';
import type { Sessions } from './sessions';
import type { TwoFactorService } from './twoFactor.service';
import { toUserData } from './userData';

export interface PasskeyProofRoutesDeps {
  passkeys: PasskeysService;
  twoFactor: TwoFactorService;
  sessions: Sessions;
  proof: RecentProof;
  limits: RateLimits;
  clock: () => Date;
  addressOf: (c: Context) => string;
}

const assertionOf = (body: { challenge_id: string; credential: unknown }) => ({
  challenge_id: body.challenge_id,
  // The schema checked the shape and sizes; the library checks every byte of it.
  credential: body.credential as AuthenticationResponseJSON,
});

/**
 * A person's own passkey as proof (issue 49): instead of the password to do what can hurt
 * (item 9), and instead of an authenticator code as the second step of a sign-in (item 7). Each
 * challenge names the person's credentials and is spent on first use; another person's passkey
 * never answers it.
 */
export function passkeyProofRoutes({
  passkeys,
  twoFactor,
  sessions,
  proof,
  limits,
  clock,
  addressOf,
}: PasskeyProofRoutesDeps) {
  const signedIn = requireAuth(sessions, clock);
  return new Hono<{ Variables: AuthVariables }>()
    .post('/auth/reauthenticate/passkey/options/', signedIn, async (c) => {
      return c.json(await passkeys.proofOptions(c.get('auth').userId));
    })
    .post('/auth/reauthenticate/passkey/', signedIn, validBody(passkeySignInSchema), async (c) => {
      const { userId, loginId } = c.get('auth');
      await passkeys.prove(userId, assertionOf(c.req.valid('json')));
      await proof.mark(loginId);
      return c.json({ message: reauthTexts.proven });
    })
    .post('/auth/two-factor/passkey/options/', validBody(twoFactorTicketSchema), async (c) => {
      // Each answer stores a row: an address gets so many per period, as for passkey sign-in.
      await limits.consume('passkeyChallengePerAddress', addressOf(c));
      const user = await twoFactor.ticketHolder(c.req.valid('json').ticket);
      return c.json(await passkeys.proofOptions(user.id));
    })
    .post('/auth/two-factor/passkey/', validBody(passkeySecondFactorSchema), async (c) => {
      const body = c.req.valid('json');
      const user = await twoFactor.ticketHolder(body.ticket);
      await passkeys.prove(user.id, assertionOf(body));
      return c.json({ ...(await sessions.start(user.id, clock())), user: toUserData(user) });
    });
}
