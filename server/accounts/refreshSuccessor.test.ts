import { describe, expect, it } from 'vitest';
import { refreshSuccessorSeal } from './refreshSuccessor';

describe('refreshSuccessorSeal', () => {
  const seal = refreshSuccessorSeal('server-secret-that-is-long-enough-for-tests');

  it('opens with the spent token that sealed it', () => {
    const sealed = seal.seal('token-id', 'token-secret', 'next-id.next-secret');
    expect(sealed).not.toContain('next-secret');
    expect(seal.open('token-id', 'token-secret', sealed)).toBe('next-id.next-secret');
  });

  it('opens nothing with another token, another id, another server secret or a changed seal', () => {
    const sealed = seal.seal('token-id', 'token-secret', 'next-id.next-secret');
    expect(seal.open('token-id', 'other-secret', sealed)).toBeUndefined();
    expect(seal.open('other-id', 'token-secret', sealed)).toBeUndefined();
    expect(refreshSuccessorSeal('another-server-secret-long-enough!!').open('token-id', 'token-secret', sealed)).toBe(
      undefined,
    );
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(seal.open('token-id', 'token-secret', bytes.toString('base64url'))).toBeUndefined();
    expect(seal.open('token-id', 'token-secret', 'garbage')).toBeUndefined();
  });

  it('seals the same successor differently each time (a fresh IV)', () => {
    expect(seal.seal('id', 'secret', 'x')).not.toBe(seal.seal('id', 'secret', 'x'));
  });
});
