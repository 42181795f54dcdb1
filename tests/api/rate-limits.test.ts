import { describe, expect, it } from 'vitest';
import { newCredentials, register } from '../support/accounts';
import { relaxedRateRules, useTestApi } from '../support/testApi';

const api = useTestApi({
  rateRules: {
    ...relaxedRateRules,
    loginPerAccount: { points: 3, durationSeconds: 60 },
    registerPerAddress: { points: 4, durationSeconds: 60 },
    passwordResetPerEmail: { points: 1, durationSeconds: 60 },
    verificationResendPerAccount: { points: 1, durationSeconds: 60 },
    verificationResendPerAddress: { points: 2, durationSeconds: 60 },
  },
});

describe('rate limits', () => {
  it('stops guessing one account with 429, a clear text and Retry-After', async () => {
    const attempt = () => api.json('POST', '/api/auth/login/', { username: 'target', password: 'guess guess' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).error).toBe('Too many attempts. Please wait 1 minute and try again.');
    // Another account from the same address is not punished for it.
    expect((await api.json('POST', '/api/auth/login/', { username: 'someone-else', password: 'x' })).status).toBe(401);
  });

  it('sends at most the allowed number of reset emails per address, answering the same', async () => {
    const { credentials } = await register(api);
    const ask = () => api.json('POST', '/api/auth/password-reset/', { email: credentials.email });
    const first = await ask();
    const second = await ask();
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    await api.inbox.next(credentials.email);
    await new Promise((r) => setTimeout(r, 300));
    const resets = api.inbox.received.filter((m) => m.to === credentials.email && m.subject.startsWith('Reset'));
    expect(resets).toHaveLength(1);
  });

  it('resends the verification email on sign-in at most as allowed, then says a link was sent recently', async () => {
    const { credentials } = await register(api, newCredentials('resend'));
    const login = () =>
      api.json('POST', '/api/auth/login/', { username: credentials.username, password: credentials.password });
    expect((await (await login()).json()).message).toContain('A new verification email has been sent.');
    const second = await (await login()).json();
    expect(second.error).toBe('Email not verified');
    expect(second.message).toContain('sent recently');
  });

  it('mailbox not the owner’s: the "send a new link" form mails an account as often as sign-in resends, answering the same', async () => {
    const { credentials } = await register(api, newCredentials('form'));
    const ask = () => api.json('POST', '/api/auth/verify-email/resend/', { email: credentials.email });
    const first = await ask();
    const second = await ask();
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    await api.inbox.next(credentials.email);
    await api.mailSettled();
    const verifications = api.inbox.received.filter(
      (m) => m.to === credentials.email && m.subject.startsWith('Verify'),
    );
    // The registration's mail and one resend.
    expect(verifications).toHaveLength(2);
    // The third request from this address is over the per-address limit.
    const third = await api.json('POST', '/api/auth/verify-email/resend/', { email: 'someone@example.org' });
    expect(third.status).toBe(429);
  });

  it('limits registrations per address', async () => {
    let status = 0;
    for (let i = 0; i < 6 && status !== 429; i += 1) {
      const credentials = newCredentials('flood');
      status = (await api.json('POST', '/api/auth/register/', { ...credentials, password2: credentials.password }))
        .status;
    }
    expect(status).toBe(429);
  });
});
