import { describe, expect, it } from 'vitest';
import { linkParts, newCredentials, register, signedInUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';

/**
 * Issue 16, item 3 and issue 13, item 17: verification links keep working until one is used, a link
 * presented again by a verified account answers 200, and the failure page can ask for a new link.
 */
const api = useTestApi();

const verify = (link: string) => {
  const [, uid, token] = linkParts(link);
  return api.json('POST', '/api/auth/verify-email/', { uid, token });
};
const signIn = (credentials: { username: string; password: string }) =>
  api.json('POST', '/api/auth/login/', { username: credentials.username, password: credentials.password });
const resend = (email: string) => api.json('POST', '/api/auth/verify-email/resend/', { email });
const mailTo = (address: string) => api.inbox.received.filter((mail) => mail.to === address.toLowerCase());
const alreadyVerified = { message: 'Your email is already verified. You can log in.', already_verified: true };

async function liveVerificationLinks(userId: string): Promise<number> {
  const rows = await api.database.db
    .selectFrom('email_tokens')
    .select('purpose')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'verify-email')
    .where('used_at', 'is', null)
    .execute();
  return rows.length;
}

describe('verification links (issue 16, item 3)', () => {
  it('the first link still verifies after a refused sign-in sent a second one', async () => {
    const { credentials, mail: first } = await register(api);
    expect((await signIn(credentials)).status).toBe(401);
    const second = await api.inbox.next(credentials.email);
    expect(second.link).not.toBe(first.link);

    const verified = await verify(first.link);
    expect(verified.status).toBe(200);
    expect((await verified.json()).message).toBe('Email verified! You can now log in.');
    expect((await signIn(credentials)).status).toBe(200);
  });

  it('using one link retires the others; opened later they only say the account is verified', async () => {
    const { credentials, mail: first } = await register(api);
    await signIn(credentials);
    const second = await api.inbox.next(credentials.email);
    const [, uid] = linkParts(first.link);
    expect(await liveVerificationLinks(uid ?? '')).toBe(2);
    expect((await verify(second.link)).status).toBe(200);
    expect(await liveVerificationLinks(uid ?? '')).toBe(0);
    const later = await verify(first.link);
    expect(later.status).toBe(200);
    expect(await later.json()).toEqual(alreadyVerified);
  });

  it('mailbox not the owner’s: a verification mail carries no text the registrant typed', async () => {
    const bait = 'claim-your-prize-at-evil.example';
    const credentials = { ...newCredentials(), username: `${newCredentials().username}-${bait}` };
    const { mail } = await register(api, credentials);
    expect(mail.text.startsWith('Hello,')).toBe(true);
    expect(mail.text).not.toContain(bait);
  });
});

describe('a link presented again (issue 13, item 17)', () => {
  it('answers 200 "already verified" to a verified account (a double click) and changes nothing', async () => {
    const { credentials, mail } = await register(api);
    expect((await verify(mail.link)).status).toBe(200);
    for (const _click of [2, 3]) {
      const again = await verify(mail.link);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(alreadyVerified);
    }
    expect((await signIn(credentials)).status).toBe(200);
  });

  it('lying client: a made-up token, or another account’s, is still refused for a verified account', async () => {
    const user = await signedInUser(api);
    const { mail: othersMail } = await register(api);
    const [, , othersToken] = linkParts(othersMail.link);
    for (const token of ['made-up', othersToken]) {
      const response = await api.json('POST', '/api/auth/verify-email/', { uid: user.id, token });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe('The verification link is invalid or has expired.');
    }
  });
});

describe('POST /api/auth/verify-email/resend/ (issue 16, item 3)', () => {
  it('mailbox not the owner’s: answers the same for a waiting, a verified and an unknown address; mails only the waiting one', async () => {
    const { credentials: waiting } = await register(api);
    const verified = await signedInUser(api);
    const unknown = `nobody-${Date.now()}@example.net`;
    const answers = [];
    for (const email of [waiting.email, verified.email, unknown]) {
      const response = await resend(email);
      expect(response.status).toBe(200);
      answers.push(await response.json());
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0].message).toBe(
      'If an account with that email is waiting for verification, a new verification link is on its way.',
    );

    const fresh = await api.inbox.next(waiting.email);
    expect(fresh.subject).toBe('Verify your Money Kitchen email');
    expect((await verify(fresh.link)).status).toBe(200);
    await api.mailSettled();
    expect(mailTo(verified.email)).toHaveLength(1);
    expect(mailTo(unknown)).toEqual([]);
  });

  it('refuses a missing or malformed address with the text of the form', async () => {
    for (const [body, error] of [
      [{}, 'Email is required'],
      [{ email: 'not-an-email' }, 'Enter a valid email address.'],
    ] as const) {
      const response = await api.json('POST', '/api/auth/verify-email/resend/', body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(error);
    }
  });
});
