import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const ivBytes = 12;
const tagBytes = 16;

/**
 * Keeps a spent refresh token's successor so that the same spent token, presented again within the
 * grace window, gets the same successor back (issue 13 item 8), while the database holds only
 * hashes of live tokens. The successor is sealed with AES-256-GCM under a key derived (HKDF-SHA256)
 * from the spent token's secret, which is never stored, and the server's secret: reading the table,
 * even with the server's secret, opens nothing without the spent token itself.
 */
export function refreshSuccessorSeal(serverSecret: string) {
  const salt = createHash('sha256').update(`refresh-successor:${serverSecret}`).digest();
  const keyFor = (tokenId: string, tokenSecret: string) =>
    Buffer.from(hkdfSync('sha256', tokenSecret, salt, `refresh-successor:${tokenId}`, 32));

  return {
    seal(tokenId: string, tokenSecret: string, successor: string): string {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', keyFor(tokenId, tokenSecret), iv);
      const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },

    /** The successor, or undefined when the token does not open the seal (or it was tampered with). */
    open(tokenId: string, tokenSecret: string, sealed: string): string | undefined {
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', keyFor(tokenId, tokenSecret), bytes.subarray(0, ivBytes));
        decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
        return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
