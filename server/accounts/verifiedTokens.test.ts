import { describe, expect, it } from 'vitest';
import { verifiedTokens } from './verifiedTokens';

const at = (seconds: number) => new Date(seconds * 1000);

describe('verifiedTokens', () => {
  it('finds a remembered token until the second of its exp, as jose counts it', () => {
    const tokens = verifiedTokens<string>(10);
    tokens.remember('t', { exp: 1000 }, 'claims');
    expect(tokens.claimsOf('t', at(999))).toBe('claims');
    expect(tokens.claimsOf('t', new Date(999_999))).toBe('claims');
    expect(tokens.claimsOf('t', at(1000))).toBeUndefined();
    // Expired entries are dropped.
    expect(tokens.size).toBe(0);
  });

  it('knows nothing of a token it was not given', () => {
    const tokens = verifiedTokens<string>(10);
    tokens.remember('t', { exp: 1000 }, 'claims');
    expect(tokens.claimsOf('t2', at(1))).toBeUndefined();
  });

  it('sends an invalid date to the full check', () => {
    const tokens = verifiedTokens<string>(10);
    tokens.remember('t', { exp: 1000 }, 'claims');
    expect(tokens.claimsOf('t', new Date(Number.NaN))).toBeUndefined();
  });

  it('keeps no token without exp or with nbf', () => {
    const tokens = verifiedTokens<string>(10);
    tokens.remember('no-exp', {}, 'claims');
    tokens.remember('nbf', { exp: 1000, nbf: 10 }, 'claims');
    expect(tokens.size).toBe(0);
    expect(tokens.claimsOf('no-exp', at(1))).toBeUndefined();
    expect(tokens.claimsOf('nbf', at(100))).toBeUndefined();
  });

  it('never holds more than its limit, dropping the oldest first', () => {
    const tokens = verifiedTokens<number>(3);
    for (let i = 0; i < 5; i++) tokens.remember(`t${i}`, { exp: 1000 }, i);
    expect(tokens.size).toBe(3);
    expect(tokens.claimsOf('t0', at(1))).toBeUndefined();
    expect(tokens.claimsOf('t1', at(1))).toBeUndefined();
    expect(tokens.claimsOf('t4', at(1))).toBe(4);
    // Remembering a token it already holds takes no other entry's place.
    tokens.remember('t4', { exp: 1000 }, 4);
    expect(tokens.claimsOf('t2', at(1))).toBe(2);
  });
});
