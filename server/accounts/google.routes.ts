import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { googleAuthenticateSchema } from '../../src/domain/accounts';
import { reachedOverHttps } from '../http/reachedOverHttps';
import { validBody } from '../http/validate';
import type { GoogleService } from './google.service';
import { googleStateLifetimeSeconds } from './googleState';

const stateCookie = 'mk_google_state';

/**
 * The spec's client posts only `{code}`; ours also posts the `state` it kept. So the state travels
 * in a cookie too: httpOnly (no script reads it), SameSite=Lax (sent back to our own origin after
 * Google's redirect, never with another site's POST), only to these two calls, and Secure over HTTPS.
 * Either way the state is checked: it carries the PKCE verifier the code exchange needs.
 */
export function googleRoutes(google: GoogleService, trustProxy: boolean) {
  const cookieOptions = (secure: boolean): CookieOptions => ({
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/api/auth/google/',
  });

  return new Hono()
    .get('/auth/google/url/', async (c) => {
      const { url, state } = await google.authorizationUrl();
      setCookie(c, stateCookie, state, {
        ...cookieOptions(reachedOverHttps(c, trustProxy)),
        maxAge: googleStateLifetimeSeconds,
      });
      return c.json({ auth_url: url });
    })
    .post('/auth/google/authenticate/', validBody(googleAuthenticateSchema), async (c) => {
      const { code, state } = c.req.valid('json');
      const kept = getCookie(c, stateCookie);
      // A code is good once, so the kept state is too.
      if (kept !== undefined) deleteCookie(c, stateCookie, cookieOptions(reachedOverHttps(c, trustProxy)));
      return c.json(await google.authenticate(code, state || kept || ''));
    });
}
