import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { hmacSha256Key } from './hmacKey';

/**
 * A short statement the server signs and later reads back (a two-factor ticket, a device cookie).
 * Each kind has its own issuer and audience, so one is never taken for another, nor for an access token.
 */
export function signedStatements(secret: string, issuer: string, audience: string) {
  const key = hmacSha256Key(secret);
  return {
    async sign(claims: JWTPayload, lifetimeSeconds: number, now: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(await key());
    },

    /** The statement's claims, or undefined when it is forged, of another kind or expired. */
    async read(token: string, now: Date): Promise<JWTPayload | undefined> {
      try {
        const { payload } = await jwtVerify(token, await key(), {
          algorithms: ['HS256'],
          issuer,
          audience,
          currentDate: now,
        });
        return payload;
      } catch {
        return undefined;
      }
    },
  };
}
