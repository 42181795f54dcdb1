import { describe, expect, it } from 'vitest';
import { secretSeal } from './secretSeal';

describe('secretSeal', () => {
  const seal = secretSeal('a server secret that is long enough for tests', 'two-factor-totp');

  it('opens what it sealed for the same owner only', () => {
    const sealed = seal.seal('alice', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal.open('alice', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(seal.open('mallory', sealed)).toBeUndefined();
  });

  it('tampered or under another server secret: opens nothing', () => {
    const sealed = seal.seal('alice', 'JBSWY3DPEHPK3PXP');
    // One bit of the ciphertext flipped in the bytes: a character edit could land on base64 padding bits.
    const bytes = Buffer.from(sealed, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    const flipped = bytes.toString('base64url');
    expect(flipped).not.toBe(sealed);
    expect(seal.open('alice', flipped)).toBeUndefined();
    expect(
      secretSeal('another server secret, also long enough', 'two-factor-totp').open('alice', sealed),
    ).toBeUndefined();
  });
});
