import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const period = 30;
const digits = 6;

const totpOf = (secretBase32: string, label = 'Money Kitchen') =>
  new TOTP({ issuer: 'Money Kitchen', label, secret: Secret.fromBase32(secretBase32), digits, period });

/** A new 160-bit secret (RFC 4226 section 4 recommends 160), as the base32 an app is given. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI a QR code carries, labelled by the account so the app names the entry. */
export function totpUri(secretBase32: string, label: string): string {
  return totpOf(secretBase32, label).toString();
}

/**
 * The 30-second step `code` belongs to, within one step either side of `now` (RFC 6238 section 5.2:
 * clocks drift), or undefined. The caller accepts a step only once.
 */
export function acceptedStep(secretBase32: string, code: string, now: Date): number | undefined {
  const timestamp = now.getTime();
  const delta = totpOf(secretBase32).validate({ token: code, timestamp, window: 1 });
  return delta === null ? undefined : TOTP.counter({ period, timestamp }) + delta;
}

/** The code of `now`, for tests and nothing else: the server never tells a code. */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}
