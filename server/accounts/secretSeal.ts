import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ivBytes = 12;
const tagBytes = 16;

/**
 * Seals a secret the server must read back (a TOTP secret) with AES-256-GCM under a key derived
 * (HKDF-SHA256) from the server's secret, bound to its owner: a copy of the database alone opens
 * nothing, and a sealed value moved to another person's row does not open.
 */
export function secretSeal(serverSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, purpose, 'secret-seal', 32));

  return {
    seal(owner: string, secret: string): string {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(owner));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },

    /** The secret, or undefined when the seal is not this owner's or was tampered with. */
    open(owner: string, sealed: string): string | undefined {
      try {
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes)).setAAD(Buffer.from(owner));
        decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
        return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
