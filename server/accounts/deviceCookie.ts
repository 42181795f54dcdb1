import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import { reachedOverHttps } from '../http/reachedOverHttps';
import { hmacSha256Key } from './hmacKey';

export const deviceCookieName = 'mk_device';
/** A device is remembered for a year after its last sign-in. */
const lifetimeSeconds = 365 * 24 * 60 * 60;
/** Enough for a shared family computer; the oldest account drops out first. */
const maxAccounts = 10;
// Its own issuer and audience: a device cookie is never an access token or a two-factor ticket.
const issuer = 'money-kitchen/device';
const audience = 'known-device';

/** An account as the cookie names it: a short hash, so the cookie says nothing about who it is. */
export const accountMark = (userId: string) =>
  createHash('sha256').update(`device:${userId}`).digest('base64url').slice(0, 16);

/**
 * The accounts that signed in on this browser, in a signed HttpOnly cookie sent only to the sign-in
 * routes (OWASP's device cookie). Signed with the JWT secret, so a client cannot claim an account it
 * never signed in to; scripts on the page cannot read it.
 */
export function deviceCookies(jwtSecret: string, trustProxy: boolean) {
  const key = hmacSha256Key(jwtSecret);

  return {
    /** The accounts this browser signed in to; none when the cookie is absent, forged or expired. */
    async accounts(c: Context, now: Date): Promise<string[]> {
      const cookie = getCookie(c, deviceCookieName);
      if (!cookie) return [];
      try {
        const { payload } = await jwtVerify(cookie, await key(), {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: now,
        });
        return Array.isArray(payload.acc) ? payload.acc.filter((mark) => typeof mark === 'string') : [];
      } catch {
        return [];
      }
    },

    /** Sets the cookie with `accounts`, the newest last. */
    async remember(c: Context, accounts: string[], now: Date): Promise<void> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const token = await new SignJWT({ acc: accounts.slice(-maxAccounts) })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(await key());
      setCookie(c, deviceCookieName, token, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: reachedOverHttps(c, trustProxy),
        path: '/api/auth/',
        maxAge: lifetimeSeconds,
      });
    },
  };
}

export type DeviceCookies = ReturnType<typeof deviceCookies>;
