import { Hono } from 'hono';
import * as v from 'valibot';
import { notFoundError } from '../errors';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { validBody } from '../http/validate';
import type { LoginDevices } from './loginDevices';
import type { Sessions } from './sessions';

const signOutSchema = v.object({
  id: v.pipe(v.string('Say which device to sign out.'), v.nonEmpty('Say which device to sign out.'), v.maxLength(64)),
});

/** Issue 49, item 8: the person's signed-in devices, and signing them out. Not in the spec's API. */
export function loginDevicesRoutes(devices: LoginDevices, sessions: Sessions, clock: () => Date) {
  const signedIn = requireAuth(sessions, clock);
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get('/auth/logins/', signedIn, async (c) => {
        const { userId, loginId } = c.get('auth');
        return c.json({ logins: await devices.list(userId, loginId) });
      })
      // Ends that login at once, its live stream included (protocol step 10); another person's is "not found".
      .post('/auth/logins/sign-out/', signedIn, validBody(signOutSchema), async (c) => {
        const ended = await sessions.endLogin(c.get('auth').userId, c.req.valid('json').id, clock());
        if (!ended) throw notFoundError('That device is not signed in.');
        return c.json({ message: 'That device was signed out.' });
      })
      .post('/auth/logins/sign-out-others/', signedIn, async (c) => {
        const { userId, loginId } = c.get('auth');
        await sessions.endAllFor(userId, clock(), loginId);
        return c.json({ message: 'Every other device was signed out.' });
      })
  );
}
