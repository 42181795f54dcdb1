import { jwtVerify, SignJWT } from 'jose';
import { hmacSha256Key } from './hmacKey';

/** Long enough to open an authenticator app and type a code. */
export const ticketLifetimeSeconds = 5 * 60;
// Its own issuer and audience: a ticket is never an access token, nor an access token a ticket.
const issuer = 'money-kitchen/two-factor';
const audience = 'two-factor-sign-in';

/**
 * What a sign-in that passed its first factor (a password, Google) holds while the second is asked
 * for: a short signed statement of whose it is. It signs nobody in by itself.
 */
export function twoFactorTickets(jwtSecret: string) {
  const key = hmacSha256Key(jwtSecret);
  return {
    async issue(userId: string, now: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ticketLifetimeSeconds)
        .sign(await key());
    },

    /** The person the ticket was issued to, or undefined when it is forged or expired. */
    async open(ticket: string, now: Date): Promise<string | undefined> {
      try {
        const { payload } = await jwtVerify(ticket, await key(), {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: now,
        });
        return typeof payload.sub === 'string' ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
