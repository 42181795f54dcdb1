import { describe, expect, it } from 'vitest';
import { changePassword, signedInUser } from '../support/accounts';
import { testPublicUrl, useTestApi } from '../support/testApi';

const api = useTestApi();

const resetLink = async (email: string) => {
  const response = await api.json('POST', '/api/auth/password-reset/', { email });
  expect(response.status).toBe(200);
  const mail = await api.inbox.next(email);
  expect(mail.subject).toBe('Reset your Money Kitchen password');
  const url = new URL(mail.link);
  expect(`${url.origin}${url.pathname}`).toBe(`${testPublicUrl}/reset-password`);
  return { uid: url.searchParams.get('uid') ?? '', token: url.searchParams.get('token') ?? '' };
};

const login = (username: string, password: string) => api.json('POST', '/api/auth/login/', { username, password });

describe('password reset', () => {
  it('answers the same for unknown and known emails, and mails only the known one', async () => {
    const user = await signedInUser(api);
    const unknown = await api.json('POST', '/api/auth/password-reset/', { email: 'nobody@example.org' });
    const known = await api.json('POST', '/api/auth/password-reset/', { email: user.email });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    await api.inbox.next(user.email);
    expect(api.inbox.received.some((m) => m.to === 'nobody@example.org')).toBe(false);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Enter a valid email address.'],
  ])('refuses %j with "%s"', async (body, error) => {
    const response = await api.json('POST', '/api/auth/password-reset/', body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(error);
  });

  it('validates the link, sets the new password once, and signs out every device', async () => {
    const user = await signedInUser(api);
    const link = await resetLink(user.email);

    const valid = await api.json('POST', '/api/auth/password-reset/validate/', link);
    expect(await valid.json()).toEqual({ valid: true, email: user.email });

    const mismatch = await api.json('POST', '/api/auth/password-reset/confirm/', {
      ...link,
      new_password: 'brand new secret',
      confirm_password: 'brand new secreT',
    });
    expect((await mismatch.json()).error).toBe('Passwords do not match');
    const short = await api.json('POST', '/api/auth/password-reset/confirm/', {
      ...link,
      new_password: 'short',
      confirm_password: 'short',
    });
    expect((await short.json()).error).toBe('Password must be at least 8 characters long');

    const confirmed = await api.json('POST', '/api/auth/password-reset/confirm/', {
      ...link,
      new_password: 'brand new secret',
      confirm_password: 'brand new secret',
    });
    expect(confirmed.status).toBe(200);
    expect((await api.json('GET', '/api/user-data/', undefined, user.access)).status).toBe(401);
    expect((await login(user.username, user.password)).status).toBe(401);
    expect((await login(user.username, 'brand new secret')).status).toBe(200);

    const replay = await api.json('POST', '/api/auth/password-reset/confirm/', {
      ...link,
      new_password: 'third secret here',
      confirm_password: 'third secret here',
    });
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toBe('Invalid or expired reset link');
    const revalidate = await api.json('POST', '/api/auth/password-reset/validate/', link);
    expect(await revalidate.json()).toMatchObject({ valid: false, error: 'Invalid or expired reset link' });
  });

  it('kills an outstanding reset link when the password is changed from the profile', async () => {
    const user = await signedInUser(api);
    const link = await resetLink(user.email);
    const changed = await changePassword(api, user, 'changed in profile');
    expect(changed.status).toBe(200);
    expect((await api.json('POST', '/api/auth/password-reset/validate/', link)).status).toBe(400);
  });

  it('refuses a link with missing parts or a token of another user', async () => {
    const first = await signedInUser(api);
    const second = await signedInUser(api);
    const firstLink = await resetLink(first.email);
    const secondLink = await resetLink(second.email);
    const crossed = await api.json('POST', '/api/auth/password-reset/validate/', {
      uid: firstLink.uid,
      token: secondLink.token,
    });
    expect(crossed.status).toBe(400);
    const missing = await api.json('POST', '/api/auth/password-reset/validate/', { uid: firstLink.uid });
    expect((await missing.json()).error).toBe('Invalid password reset link');
  });
});
