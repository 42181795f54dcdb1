import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { passwordStrength, registerSchema } from './accounts';
import { itMapsEach } from '../../tests/support/itMapsEach';

const firstError = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
};

describe('passwordStrength', () => {
  itMapsEach('%j is %s', passwordStrength, [
    ['', 'Weak'],
    ['1234567', 'Weak'],
    ['12345678', 'Medium'],
    ['12345678901', 'Medium'],
    ['123456789012', 'Strong'],
  ]);
});

describe('registerSchema', () => {
  const valid = { username: 'cook', email: 'cook@example.org', password: 'secret-pass', password2: 'secret-pass' };

  it.each([
    [{ ...valid, username: '' }, 'All fields are required'],
    [{ ...valid, username: '   ' }, 'All fields are required'],
    [{ email: valid.email, password: valid.password, password2: valid.password2 }, 'All fields are required'],
    [{ ...valid, username: 42 }, 'All fields are required'],
    [{ ...valid, username: 'a@b' }, 'Username cannot contain @ in it'],
    [{ ...valid, email: 'not-an-email' }, 'Enter a valid email address.'],
    [{ ...valid, password: 'short', password2: 'short' }, 'Password must be at least 8 characters long'],
    [{ ...valid, password2: 'other-pass' }, 'Passwords do not match'],
    [{ ...valid, username: 'x'.repeat(151) }, 'At most 150 characters are allowed'],
  ])('refuses %j with %s', (input, message) => {
    expect(firstError(registerSchema, input)).toBe(message);
  });

  it('accepts a complete form and trims the username and email', () => {
    const output = v.parse(registerSchema, { ...valid, username: ' cook ', email: ' cook@example.org ' });
    expect(output).toEqual(valid);
  });
});
