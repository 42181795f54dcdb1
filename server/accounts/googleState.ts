import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

/** What the server needs back at the callback, carried inside the `state` value itself. */
export interface GoogleFlow {
  codeVerifier: string;
  nonce: string;
}

export const googleStateLifetimeSeconds = 10 * 60;

/**
 * The state is encrypted (not just signed): it carries the PKCE verifier, which must stay secret
 * until the code exchange. Being stateless, it works across server instances; it expires in ten
 * minutes. The browser keeps a copy and compares it at the callback, which stops login CSRF; the
 * server also keeps one in an httpOnly cookie for clients that post only the code (google.routes.ts).
 */
export function googleStateCodec(jwtSecret: string) {
  const key = createHash('sha256').update(`google-state:${jwtSecret}`).digest();
  return {
    seal(flow: GoogleFlow, now: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new EncryptJWT({ v: flow.codeVerifier, n: flow.nonce })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + googleStateLifetimeSeconds)
        .encrypt(key);
    },

    async open(state: string, now: Date): Promise<GoogleFlow | undefined> {
      try {
        const { payload } = await jwtDecrypt(state, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
          currentDate: now,
        });
        if (typeof payload.v !== 'string' || typeof payload.n !== 'string') return undefined;
        return { codeVerifier: payload.v, nonce: payload.n };
      } catch {
        return undefined;
      }
    },
  };
}
