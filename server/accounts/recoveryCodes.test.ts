import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, recoveryCodeHash } from './recoveryCodes';

describe('recovery codes', () => {
  it('are ten different codes of the xxxxx-xxxxx form without look-alike characters', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('hash the same typed in capitals, without the dash or with spaces; another code differs', () => {
    const hash = recoveryCodeHash('abcde-fghjk');
    expect(recoveryCodeHash('ABCDE FGHJK')).toBe(hash);
    expect(recoveryCodeHash('abcdefghjk')).toBe(hash);
    expect(recoveryCodeHash('abcde-fghjm')).not.toBe(hash);
  });
});
