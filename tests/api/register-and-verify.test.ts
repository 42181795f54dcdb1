import { describe, expect, it } from 'vitest';
import { linkParts, newCredentials, register } from '../support/accounts';
import { testPublicUrl, useTestApi } from '../support/testApi';

const api = useTestApi();
const threeDaysMs = 3 * 24 * 60 * 60 * 1000;

describe('POST /api/auth/register/', () => {
  it('creates the account and emails a verification link to /verify-email/{uid}/{token}', async () => {
    const credentials = newCredentials();
    const response = await api.json('POST', '/api/auth/register/', { ...credentials, password2: credentials.password });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('Registration successful. Please check your email to verify your account.');
    expect(body.user).toMatchObject({ username: credentials.username, email: credentials.email, email_verify: false });
    expect(JSON.stringify(body)).not.toContain('password');

    const mail = await api.inbox.next(credentials.email);
    expect(mail.subject).toBe('Verify your Money Kitchen email');
    expect(mail.link.startsWith(`${testPublicUrl}/verify-email/${body.user.id}/`)).toBe(true);
  });

  const valid = { username: 'baker', email: 'baker@example.org', password: 'long enough', password2: 'long enough' };
  it.each([
    [{ ...valid, username: '' }, 'All fields are required'],
    [{ email: valid.email, password: valid.password, password2: valid.password2 }, 'All fields are required'],
    [{ ...valid, username: 'ba@ker' }, 'Username cannot contain @ in it'],
    [{ ...valid, password2: 'different!' }, 'Passwords do not match'],
    [{ ...valid, password: 'short', password2: 'short' }, 'Password must be at least 8 characters long'],
    [{ ...valid, email: 'baker.example.org' }, 'Enter a valid email address.'],
    [{ ...valid, username: ['baker'] }, 'All fields are required'],
  ])('refuses %j with "%s" and creates nothing', async (body, error) => {
    const response = await api.json('POST', '/api/auth/register/', body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(error);
    const login = await api.json('POST', '/api/auth/login/', { username: 'baker', password: 'long enough' });
    expect((await login.json()).error).toBe('Invalid credentials');
  });

  it('account probing: a taken username or email gets the answer of a new account, and only the right mailbox hears why', async () => {
    const { credentials, mail: verification } = await register(api);
    const registerAs = async (username: string, email: string) => {
      const response = await api.json('POST', '/api/auth/register/', {
        username,
        email,
        password: 'long enough',
        password2: 'long enough',
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { message: string; user: Record<string, unknown> };
      expect(body.message).toBe('Registration successful. Please check your email to verify your account.');
      expect(body.user).toMatchObject({ username, email, email_verify: false });
      return body.user.id;
    };
    const fresh = newCredentials();
    await registerAs(credentials.username.toUpperCase(), fresh.email);
    const taken = await api.inbox.next(fresh.email);
    expect(taken.subject).toBe('Your Money Kitchen registration needs another username');
    expect(taken.text).not.toContain(credentials.username);

    const madeUpId = await registerAs('someone-else', credentials.email.toUpperCase());
    expect(madeUpId).not.toBe(linkParts(verification.link)[1]);
    const owner = await api.inbox.next(credentials.email);
    expect(owner.subject).toBe('Someone tried to register with your email on Money Kitchen');
    expect(owner.link).toBe(`${testPublicUrl}/login`);
    await registerAs(credentials.username, credentials.email);
    expect((await api.inbox.next(credentials.email)).subject).toBe(owner.subject);

    // Nothing was made: the other address has no account, and the owner's password is unchanged.
    const probe = await api.json('POST', '/api/auth/login/', { username: fresh.email, password: 'long enough' });
    expect((await probe.json()).error).toBe('Invalid credentials');
    const theirs = await api.json('POST', '/api/auth/login/', { username: credentials.email, password: 'long enough' });
    // Unverified: a changed password would answer "Email not verified" instead.
    expect((await theirs.json()).error).toBe('Invalid credentials');
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const response = await api.json('POST', '/api/auth/register/', '{"username": "x",');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Malformed JSON in request body', code: 'bad_request' });
  });
});

describe('email verification', () => {
  it('refuses sign-in before verification and sends a fresh link with the spec message', async () => {
    const { credentials, mail: first } = await register(api);
    const response = await api.json('POST', '/api/auth/login/', {
      username: credentials.username,
      password: credentials.password,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'Email not verified',
      code: 'email_not_verified',
      message: 'Please check your email to verify your account. A new verification email has been sent.',
    });
    const second = await api.inbox.next(credentials.email);
    expect(second.link).not.toBe(first.link);
    // Both links work until one is used (verification-links.test.ts).
  });

  it('verifies once; the same link again only hears that the account is verified', async () => {
    const { credentials, mail } = await register(api);
    const [, uid, token] = linkParts(mail.link);
    const verified = await api.json('POST', '/api/auth/verify-email/', { uid, token });
    expect(verified.status).toBe(200);
    expect((await verified.json()).message).toBe('Email verified! You can now log in.');

    const replay = await api.json('POST', '/api/auth/verify-email/', { uid, token });
    expect(replay.status).toBe(200);
    expect((await replay.json()).already_verified).toBe(true);

    const login = await api.json('POST', '/api/auth/login/', {
      username: credentials.email.toUpperCase(),
      password: credentials.password,
    });
    expect(login.status).toBe(200);
    const body = await login.json();
    expect(body.user).toMatchObject({ username: credentials.username, email_verify: true });
    expect(typeof body.access).toBe('string');
    expect(typeof body.refresh).toBe('string');
  });

  it('refuses a link after 3 days, a link for another user, and a link with missing parts', async () => {
    const { mail } = await register(api);
    const { mail: otherMail } = await register(api);
    const [, uid, token] = linkParts(mail.link);
    const [, otherUid] = linkParts(otherMail.link);
    expect((await api.json('POST', '/api/auth/verify-email/', { uid: otherUid, token })).status).toBe(400);
    const missing = await api.json('POST', '/api/auth/verify-email/', { uid });
    expect((await missing.json()).error).toBe('Invalid verification link.');
    api.clock.advance(threeDaysMs + 1000);
    const late = await api.json('POST', '/api/auth/verify-email/', { uid, token });
    expect(late.status).toBe(400);
    expect((await late.json()).error).toBe('The verification link is invalid or has expired.');
  });
});

describe('POST /api/auth/login/', () => {
  it.each([
    [{ username: 'nobody-here', password: 'whatever123' }, 401, 'Invalid credentials'],
    [{ username: 'nobody@example.org', password: 'whatever123' }, 401, 'Invalid credentials'],
    [{ username: '', password: 'x' }, 400, 'Username or email and password are required'],
    [{ username: 'x' }, 400, 'Username or email and password are required'],
  ])('answers %j with %i "%s"', async (body, status, error) => {
    const response = await api.json('POST', '/api/auth/login/', body);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(error);
  });

  it('refuses a wrong password with the same text as an unknown user', async () => {
    const { credentials } = await register(api);
    const response = await api.json('POST', '/api/auth/login/', {
      username: credentials.username,
      password: 'wrong password',
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe('Invalid credentials');
  });
});
