import { Hono } from 'hono';
import { reauthenticateSchema } from '../../src/domain/reauth';
import { badRequest } from '../errors';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { validBody } from '../http/validate';
import { accountDeletion } from './accountDeletion';
import { verifyPassword } from './passwords';
import { requireRecentProof, type RecentProof } from './recentProof';
import type { TwoFactorService } from './twoFactor.service';
import { usersRepository } from './users.repository';
import type { SignedInDeps } from './signedInDeps';

export interface ReauthRoutesDeps extends SignedInDeps {
  twoFactor: TwoFactorService;
  proof: RecentProof;
}

export const reauthTexts = {
  proven: 'Thank you. For the next 5 minutes you can change your account on this device.',
  wrong: 'That password or code is not right.',
} as const;

/** Issue 49, item 9: proving it is you again, and deleting the account. Not in the spec's API. */
export function reauthRoutes({ db, sessions, limits, twoFactor, proof, clock }: ReauthRoutesDeps) {
  const signedIn = requireAuth(sessions, clock);
  const users = usersRepository(db);
  const deleteAccount = accountDeletion(db, sessions, clock);

  async function passwordProves(userId: string, password: string): Promise<boolean> {
    await limits.consume('passwordChangePerAccount', userId);
    const user = await users.findById(userId);
    const right = user !== undefined && (await verifyPassword(user.password_hash, password));
    if (right) await limits.refund('passwordChangePerAccount', userId);
    return right;
  }
  return (
    new Hono<{ Variables: AuthVariables }>()
      .post('/auth/reauthenticate/', signedIn, validBody(reauthenticateSchema), async (c) => {
        const { userId, loginId } = c.get('auth');
        const { password, code } = c.req.valid('json');
        // Counted per account either way: whoever holds a token could otherwise guess without end.
        const proven = password ? await passwordProves(userId, password) : await twoFactor.proves(userId, code);
        if (!proven) throw badRequest('wrong_proof', reauthTexts.wrong);
        await proof.mark(loginId);
        return c.json({ message: reauthTexts.proven });
      })
      // Export is offered first by the client; the server only asks that the login was proven lately.
      .post('/auth/delete-account/', signedIn, requireRecentProof(proof), async (c) => {
        return c.json(await deleteAccount(c.get('auth').userId));
      })
  );
}
