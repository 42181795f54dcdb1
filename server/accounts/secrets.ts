import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token for a link or a refresh token: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of tokens are stored, so a leaked table signs nobody in. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
