import { describe, expect, it } from 'vitest';
import { linkParts, signedInUser } from '../support/accounts';
import { testPublicUrl, useTestApi } from '../support/testApi';

const api = useTestApi();

const userData = (token: string) => api.json('GET', '/api/user-data/', undefined, token);
const update = (token: string, body: unknown) => api.json('PUT', '/api/profile/update/', body, token);

describe('PUT /api/profile/update/', () => {
  it('changes names and username at once', async () => {
    const user = await signedInUser(api);
    const response = await update(user.access, {
      first_name: ' Ada ',
      last_name: 'Lovelace',
      username: `${user.username}x`,
      email: user.email,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe('Profile updated successfully!');
    expect(body.user).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', username: `${user.username}x` });
    expect(await (await userData(user.access)).json()).toMatchObject({ first_name: 'Ada' });
  });

  it.each([
    [{ first_name: 'A', last_name: 'B', username: '', email: 'a@example.org' }, 'Username and email are required'],
    [{ username: 'someone' }, 'Username and email are required'],
    [{ username: 'x@y', email: 'a@example.org' }, 'Username cannot contain @ in it'],
    [{ username: 'someone', email: 'nope' }, 'Enter a valid email address.'],
    [{ username: 'someone', email: 'a@example.org', first_name: 7 }, 'Names must be text'],
  ])('refuses %j with "%s"', async (body, error) => {
    const user = await signedInUser(api);
    const response = await update(user.access, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(error);
    expect((await (await userData(user.access)).json()).username).toBe(user.username);
  });

  it("refuses another user's username; another user's email is not disclosed (email-change.test.ts)", async () => {
    const first = await signedInUser(api);
    const second = await signedInUser(api);
    const byName = await update(second.access, { username: first.username.toUpperCase(), email: second.email });
    expect((await byName.json()).error).toBe('Username already exists');
    const byEmail = await update(second.access, { username: second.username, email: first.email });
    expect(byEmail.status).toBe(200);
    expect((await byEmail.json()).user.email).toBe(second.email);
  });

  it('applies a new email only after the link sent to it is opened, then signs out everywhere', async () => {
    const user = await signedInUser(api);
    const newEmail = `new-${user.email}`;
    const response = await update(user.access, {
      username: user.username,
      email: newEmail,
      current_password: user.password,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user.email).toBe(user.email);
    expect(body.message).toContain('confirmation link');

    const mail = await api.inbox.next(newEmail);
    expect(mail.subject).toBe('Confirm your new Money Kitchen email');
    expect(mail.link.startsWith(`${testPublicUrl}/verify-email-change/${user.id}/`)).toBe(true);
    const [, uid, token, encoded] = linkParts(mail.link);
    expect(Buffer.from(encoded ?? '', 'base64url').toString()).toBe(newEmail);

    const wrongEmail = await api.json('POST', '/api/profile/verify-email-change/', {
      uid,
      token,
      new_email: 'other@example.org',
    });
    expect(wrongEmail.status).toBe(400);

    const confirmed = await api.json('POST', '/api/profile/verify-email-change/', { uid, token, new_email: newEmail });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).message).toBe('Email changed successfully! Please log in again.');
    expect((await userData(user.access)).status).toBe(401);
    const login = await api.json('POST', '/api/auth/login/', { username: newEmail, password: user.password });
    expect(login.status).toBe(200);

    // A repeat soon after answers the same success (issue 49, item 11); later it is refused.
    api.clock.advance(11 * 60 * 1000);
    const replay = await api.json('POST', '/api/profile/verify-email-change/', { uid, token, new_email: newEmail });
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toBe('The email change link is invalid or has expired.');
  });

  it('refuses the confirmation when someone else took the address meanwhile', async () => {
    const user = await signedInUser(api);
    const wanted = `wanted-${user.email}`;
    await update(user.access, { username: user.username, email: wanted, current_password: user.password });
    const mail = await api.inbox.next(wanted);
    const [, uid, token] = linkParts(mail.link);
    const rival = await api.json('POST', '/api/auth/register/', {
      username: `rival${Date.now()}`,
      email: wanted,
      password: 'rival password',
      password2: 'rival password',
    });
    expect(rival.status).toBe(201);
    const confirmed = await api.json('POST', '/api/profile/verify-email-change/', { uid, token, new_email: wanted });
    expect(confirmed.status).toBe(400);
    expect((await confirmed.json()).error).toBe('Email already exists');
  });

  it('needs a signed-in user', async () => {
    const response = await api.json('PUT', '/api/profile/update/', { username: 'x', email: 'x@example.org' });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/profile/change-password/', () => {
  const change = (token: string, body: unknown) => api.json('POST', '/api/profile/change-password/', body, token);

  it.each([
    [
      { current_password: 'wrong one!', new_password: 'new password 1', confirm_password: 'new password 1' },
      'Current password is incorrect',
    ],
    [
      { current_password: 'x', new_password: 'new password 1', confirm_password: 'new password 2' },
      'New passwords do not match',
    ],
    [
      { current_password: 'x', new_password: 'short', confirm_password: 'short' },
      'Password must be at least 8 characters long',
    ],
    [{ new_password: 'new password 1', confirm_password: 'new password 1' }, 'All password fields are required'],
  ])('refuses %j with "%s" and keeps the old password', async (body, error) => {
    const user = await signedInUser(api);
    const response = await change(user.access, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(error);
    const login = await api.json('POST', '/api/auth/login/', { username: user.username, password: user.password });
    expect(login.status).toBe(200);
  });

  it('changes it, keeps this device signed in and signs out the others', async () => {
    const user = await signedInUser(api);
    const other = await (
      await api.json('POST', '/api/auth/login/', { username: user.username, password: user.password })
    ).json();
    const response = await change(user.access, {
      current_password: user.password,
      new_password: 'a fresh password',
      confirm_password: 'a fresh password',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('Password changed successfully!');
    expect((await userData(user.access)).status).toBe(200);
    expect((await userData(other.access)).status).toBe(401);
    const login = await api.json('POST', '/api/auth/login/', { username: user.username, password: 'a fresh password' });
    expect(login.status).toBe(200);
  });
});

describe('favorite currency', () => {
  it('defaults to USD and changes to any supported code, per user', async () => {
    const first = await signedInUser(api);
    const second = await signedInUser(api);
    const read = async (token: string) =>
      (await (await api.json('GET', '/api/get-fav-currency/', undefined, token)).json()).favorite_currency;
    expect(await read(first.access)).toBe('USD');
    const changed = await api.json('POST', '/api/change-fav-currency/', { fav_currency: 'MRU' }, first.access);
    expect(changed.status).toBe(200);
    expect((await changed.json()).success).toBe(true);
    expect(await read(first.access)).toBe('MRU');
    expect(await read(second.access)).toBe('USD');
  });

  it.each([[{ fav_currency: 'XYZ' }], [{ fav_currency: 5 }], [{}]])('refuses %j', async (body) => {
    const user = await signedInUser(api);
    const response = await api.json('POST', '/api/change-fav-currency/', body, user.access);
    expect(response.status).toBe(400);
    expect(typeof (await response.json()).error).toBe('string');
  });
});
