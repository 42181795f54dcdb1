import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { googleCallbackSearchSchema, loginSearchSchema, resetPasswordSearchSchema } from './searchSchemas';

describe('auth search schemas', () => {
  it('keeps the login message and drops anything else', () => {
    expect(v.parse(loginSearchSchema, { message: 'Email verified! You can now log in.', other: 1 })).toEqual({
      message: 'Email verified! You can now log in.',
    });
    expect(v.parse(loginSearchSchema, {})).toEqual({ message: undefined });
  });

  it('turns values the router parsed as JSON numbers back into text', () => {
    // The router JSON-parses query values: ?uid=42 arrives as the number 42.
    expect(v.parse(resetPasswordSearchSchema, { uid: 42, token: 'abc' })).toEqual({ uid: '42', token: 'abc' });
  });

  it('drops values that cannot be text instead of failing the page', () => {
    expect(v.parse(resetPasswordSearchSchema, { uid: { a: 1 }, token: ['x'] })).toEqual({
      uid: undefined,
      token: undefined,
    });
    expect(v.parse(googleCallbackSearchSchema, { code: 'c', state: null, error: true })).toEqual({
      code: 'c',
      state: undefined,
      error: undefined,
    });
  });
});
