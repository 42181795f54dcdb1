import { Hono, type Context } from 'hono';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { passkeyRegistrationSchema, passkeyRenameSchema, passkeySignInSchema } from '../../src/domain/passkeys';
import { clientAddress } from '../http/clientAddress';
import type { RateLimits } from '../http/rateLimits';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { validBody } from '../http/validate';
import type { PasskeysService } from './passkeys.service';
import { requireRecentProof, type RecentProof } from './recentProof';
import type { Sessions } from './sessions';

export interface PasskeysRoutesDeps {
  passkeys: PasskeysService;
  sessions: Sessions;
  limits: RateLimits;
  clock: () => Date;
  trustProxy: boolean;
  trustProxyHops: number;
  proof: RecentProof;
}

/**
 * Passkeys (issue 49, item 7; not in the spec's API). The profile's routes act on the signed-in
 * person's own passkeys only; the two sign-in routes need no session. Adding or removing one needs a
 * password or code given in the last 5 minutes (item 9): a stolen access token alone could otherwise
 * add the thief's passkey and keep the account after the token expires.
 */
export function passkeysRoutes({
  passkeys,
  sessions,
  limits,
  clock,
  trustProxy,
  trustProxyHops,
  proof,
}: PasskeysRoutesDeps) {
  const proven = requireRecentProof(proof);
  const signedIn = requireAuth(sessions, clock);
  const addressOf = (c: Context) => clientAddress(c, trustProxy, trustProxyHops);
  return new Hono<{ Variables: AuthVariables }>()
    .get('/profile/passkeys/', signedIn, async (c) => {
      return c.json({ passkeys: await passkeys.list(c.get('auth').userId) });
    })
    .post('/profile/passkeys/options/', signedIn, proven, async (c) => {
      return c.json(await passkeys.registrationOptions(c.get('auth').userId));
    })
    .post('/profile/passkeys/', signedIn, proven, validBody(passkeyRegistrationSchema), async (c) => {
      const { challenge_id, name, credential } = c.req.valid('json');
      // The schema checked the shape and sizes; the library checks every byte of it.
      const registration = { challenge_id, name, credential: credential as RegistrationResponseJSON };
      return c.json(await passkeys.register(c.get('auth').userId, registration), 201);
    })
    .patch('/profile/passkeys/:id/', signedIn, validBody(passkeyRenameSchema), async (c) => {
      const { name } = c.req.valid('json');
      return c.json(await passkeys.rename(c.get('auth').userId, c.req.param('id'), name));
    })
    .delete('/profile/passkeys/:id/', signedIn, proven, async (c) => {
      await passkeys.remove(c.get('auth').userId, c.req.param('id'));
      return c.json({ message: 'Passkey removed' });
    })
    .post('/auth/passkey/options/', async (c) => {
      // Each answer stores a row before anyone is known: an address gets so many per period.
      await limits.consume('passkeyChallengePerAddress', addressOf(c));
      return c.json(await passkeys.signInOptions());
    })
    .post('/auth/passkey/login/', validBody(passkeySignInSchema), async (c) => {
      const { challenge_id, credential } = c.req.valid('json');
      return c.json(await passkeys.signIn({ challenge_id, credential: credential as AuthenticationResponseJSON }));
    });
}
