import { describe, expect, it } from 'vitest';
import { acceptedStep, totpCodeAt } from './totp';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", in base32.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [2000000000, '279037'],
  ])('gives the RFC test vector at %i s (last six digits): %s', (seconds, code) => {
    expect(totpCodeAt(rfcSecret, new Date(seconds * 1000))).toBe(code);
  });

  it('accepts one step of drift either way and names the step, never two', () => {
    const now = new Date(1111111109 * 1000);
    const step = Math.floor(1111111109 / 30);
    for (const drift of [-1, 0, 1]) {
      const code = totpCodeAt(rfcSecret, new Date(now.getTime() + drift * 30_000));
      expect(acceptedStep(rfcSecret, code, now)).toBe(step + drift);
    }
    expect(acceptedStep(rfcSecret, totpCodeAt(rfcSecret, new Date(now.getTime() + 60_000)), now)).toBeUndefined();
  });
});
