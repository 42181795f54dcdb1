import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { reachedOverHttps } from '../http/reachedOverHttps';
import { signedStatements } from './signedStatement';

export const deviceCookieName = 'mk_device';
/** A device is remembered for a year after its last sign-in. */
const lifetimeSeconds = 365 * 24 * 60 * 60;
/** Enough for a shared family computer; the oldest account drops out first. */
const maxAccounts = 10;

/** An account as the cookie names it: a short hash, so the cookie says nothing about who it is. */
export const accountMark = (userId: string) =>
  createHash('sha256').update(`device:${userId}`).digest('base64url').slice(0, 16);

/**
 * The accounts that signed in on this browser, in a signed HttpOnly cookie sent only to the sign-in
 * routes (OWASP's device cookie). Signed with the JWT secret, so a client cannot claim an account it
 * never signed in to; scripts on the page cannot read it.
 */
export function deviceCookies(jwtSecret: string, trustProxy: boolean) {
  const statements = signedStatements(jwtSecret, 'money-kitchen/device', 'known-device');

  return {
    /** The accounts this browser signed in to; none when the cookie is absent, forged or expired. */
    async accounts(c: Context, now: Date): Promise<string[]> {
      const cookie = getCookie(c, deviceCookieName);
      if (!cookie) return [];
      const payload = await statements.read(cookie, now);
      return Array.isArray(payload?.acc) ? payload.acc.filter((mark) => typeof mark === 'string') : [];
    },

    /** Sets the cookie with `accounts`, the newest last. */
    async remember(c: Context, accounts: string[], now: Date): Promise<void> {
      const token = await statements.sign({ acc: accounts.slice(-maxAccounts) }, lifetimeSeconds, now);
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
