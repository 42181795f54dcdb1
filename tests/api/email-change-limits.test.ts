import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts';
import { relaxedRateRules, useTestApi } from '../support/testApi';

/** Issue 13, item 4: email-change requests are limited per account and per destination address. */
const api = useTestApi({
  rateRules: {
    ...relaxedRateRules,
    emailChangePerAccount: { points: 2, durationSeconds: 60 },
    emailChangePerDestination: { points: 1, durationSeconds: 60 },
  },
});

const update = (user: { username: string; access: string }, changes: Record<string, unknown>) =>
  api.json('PUT', '/api/profile/update/', { username: user.username, ...changes }, user.access);
const mailTo = (address: string) => api.inbox.received.filter((mail) => mail.to === address.toLowerCase());

describe('email-change request limits (issue 13, item 4)', () => {
  it('stolen access token: an account asks for so many changes per period, then 429 and no more mail', async () => {
    const owner = await signedInUser(api);
    for (const n of [1, 2]) expect((await update(owner, { email: `try${n}-${owner.email}` })).status).toBe(200);
    const blocked = await update(owner, { email: `try3-${owner.email}` });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toBe('Too many attempts. Please wait 1 minute and try again.');
    for (const _ of [1, 2]) expect((await api.inbox.next(owner.email)).subject).toMatch(/^Approve/);
    await api.mailSettled();
    expect(mailTo(owner.email).filter((mail) => mail.subject.startsWith('Approve'))).toHaveLength(2);
    // The names of the refused request were not applied either.
    expect((await update(owner, { email: owner.email })).status).toBe(200);
  });

  it('stolen access token guessing the password: wrong current passwords count, so the right one waits too', async () => {
    const owner = await signedInUser(api);
    const guess = (current_password: string) => update(owner, { email: `g-${owner.email}`, current_password });
    expect((await guess('guess number 1')).status).toBe(400);
    expect((await guess('guess number 2')).status).toBe(400);
    expect((await guess(owner.password)).status).toBe(429);
  });

  it('mailbox not the owner’s: one address gets so many email-change mails per period, whichever account asks', async () => {
    const target = `flooded-${Date.now()}@example.net`;
    const first = await signedInUser(api);
    const second = await signedInUser(api);
    const third = await signedInUser(api);
    expect((await update(first, { email: target, current_password: first.password })).status).toBe(200);
    expect((await update(second, { email: target, current_password: second.password })).status).toBe(429);

    // Without the password the request itself mails only the current address; the approval is what counts.
    expect((await update(third, { email: target })).status).toBe(200);
    const approval = await api.inbox.next(third.email);
    const [, uid, token] = new URL(approval.link).pathname.split('/').filter(Boolean);
    const approved = await api.json('POST', '/api/profile/approve-email-change/', { uid, token, new_email: target });
    expect(approved.status).toBe(429);
    await api.mailSettled();
    expect(mailTo(target)).toHaveLength(1);
  });
});
