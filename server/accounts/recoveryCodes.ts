import { randomInt } from 'node:crypto';
import { sha256 } from './secrets';

export const recoveryCodeCount = 10;
// No 0/o, 1/l/i: a code copied from paper is read back right.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One code: ten characters of a 31-letter alphabet (about 50 bits), shown as `xxxxx-xxxxx`. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, newRecoveryCode);
}

/** The stored form: typed in any case, with or without the dash and spaces, it hashes the same. */
export function recoveryCodeHash(code: string): string {
  return sha256(code.toLowerCase().replace(/[\s-]/g, ''));
}
