import { describe, expect, it } from 'vitest';
import { changePassword, linkParts, signedInUser, type TestUser } from '../support/accounts';
import { testPublicUrl, useTestApi } from '../support/testApi';

/**
 * Issue 13, items 1, 4 and 14: an email change needs the owner's proof (the current password, or an
 * approval from the current mailbox), the current address can call it off, and the links of a change
 * die with a password change, a reset or the change's completion. Requests are limited
 * (email-change-limits.test.ts), answer the same for taken addresses, and put no requester text
 * into mail to an unproven address.
 */
const api = useTestApi();

const texts = {
  approvalSent:
    'Profile updated. To change your email, open the link we sent to your current email address and approve it; we then send a confirmation link to the new address.',
  confirmationSent:
    'Profile updated. We sent a confirmation link to your new email address; the change applies once you open it.',
  approved:
    'Change approved. We sent a confirmation link to the new email address; the change applies once it is opened there.',
  cancelled: 'The email change was cancelled and every device was signed out. Your email address stays as it was.',
  invalidApproval: 'The approval link is invalid or has expired.',
  invalidCancel: 'The cancel link is invalid, has expired or was already used.',
  invalidChange: 'The email change link is invalid or has expired.',
};

const userData = (token: string) => api.json('GET', '/api/user-data/', undefined, token);
/** The profile form as a client sends it, with the person's current values unless `changes` say otherwise. */
const update = (user: TestUser, changes: Record<string, unknown>) =>
  api.json(
    'PUT',
    '/api/profile/update/',
    { first_name: '', last_name: '', username: user.username, email: user.email, ...changes },
    user.access,
  );
const approve = (body: unknown) => api.json('POST', '/api/profile/approve-email-change/', body);
const cancel = (body: unknown) => api.json('POST', '/api/profile/cancel-email-change/', body);
const confirm = (body: unknown) => api.json('POST', '/api/profile/verify-email-change/', body);
const newAddress = (user: TestUser) => `new-${user.username}@example.net`;
const mailTo = (address: string) => api.inbox.received.filter((mail) => mail.to === address.toLowerCase());

/** The email links of this account that would still work. */
async function liveEmailLinks(userId: string): Promise<string[]> {
  const rows = await api.database.db
    .selectFrom('email_tokens')
    .select('purpose')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', api.clock.now().toISOString())
    .execute();
  return rows.map((row) => row.purpose).sort();
}

/** Asks for a change without the password; returns the approval mail's two links as path parts. */
async function askWithoutPassword(user: TestUser, wanted: string) {
  const response = await update(user, { email: wanted });
  expect(response.status).toBe(200);
  const mail = await api.inbox.next(user.email);
  expect(mail.subject).toBe('Approve the change of your Money Kitchen email');
  const [approveLink = '', cancelLink = ''] = mail.links;
  const [, uid, token, encoded] = linkParts(approveLink);
  const [, cancelUid, cancelToken] = linkParts(cancelLink);
  return {
    response,
    mail,
    approval: { uid, token, new_email: Buffer.from(encoded ?? '', 'base64url').toString() },
    cancellation: { uid: cancelUid, token: cancelToken },
  };
}

/** Asks for a change with the password; returns the answer and the new address's confirmation link. */
async function confirmationFor(user: TestUser, wanted: string) {
  const response = await update(user, { email: wanted, current_password: user.password });
  expect(response.status).toBe(200);
  const mail = await api.inbox.next(wanted);
  expect(mail.subject).toBe('Confirm your new Money Kitchen email');
  const [, uid, token, encoded] = linkParts(mail.link);
  return { response, confirmation: { uid, token, new_email: wanted, encoded: encoded ?? '' } };
}

/** As `confirmationFor`, plus the notice to the current address and its cancel link. */
async function askWithPassword(user: TestUser, wanted: string) {
  const { response, confirmation } = await confirmationFor(user, wanted);
  const notice = await api.inbox.next(user.email);
  expect(notice.subject).toBe('Your Money Kitchen email is about to change');
  const [, uid, token] = linkParts(notice.link);
  return { response, confirmation, notice, cancellation: { uid, token } };
}

describe('an email change needs the owner (issue 13, item 1)', () => {
  it('stolen access token: without the password nothing reaches the new address; the current one is asked to approve', async () => {
    const owner = await signedInUser(api);
    const wanted = newAddress(owner);
    const { response, mail } = await askWithoutPassword(owner, wanted);
    const body = await response.json();
    expect(body.message).toBe(texts.approvalSent);
    expect(body.user.email).toBe(owner.email);
    expect(mail.text).toContain(wanted);
    expect(mail.links).toHaveLength(2);
    expect(mail.links[0]?.startsWith(`${testPublicUrl}/approve-email-change/${owner.id}/`)).toBe(true);
    expect(mail.links[1]?.startsWith(`${testPublicUrl}/cancel-email-change/${owner.id}/`)).toBe(true);
    await api.mailSettled();
    expect(mailTo(wanted)).toEqual([]);
    expect((await (await userData(owner.access)).json()).email).toBe(owner.email);
  });

  it('the current mailbox approves; only then does the new address get the link that completes the change', async () => {
    const owner = await signedInUser(api);
    const wanted = newAddress(owner);
    const { approval } = await askWithoutPassword(owner, wanted);
    expect(approval.new_email).toBe(wanted);

    const approved = await approve(approval);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ message: texts.approved, new_email: wanted });
    const replay = await approve(approval);
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toBe(texts.invalidApproval);

    const confirmation = await api.inbox.next(wanted);
    expect(confirmation.subject).toBe('Confirm your new Money Kitchen email');
    const [, uid, token] = linkParts(confirmation.link);
    const confirmed = await confirm({ uid, token, new_email: wanted });
    expect(confirmed.status).toBe(200);
    const login = await api.json('POST', '/api/auth/login/', { username: wanted, password: owner.password });
    expect(login.status).toBe(200);
  });

  it('lying client: an approval link approves only the address it was sent for', async () => {
    const owner = await signedInUser(api);
    const { approval } = await askWithoutPassword(owner, newAddress(owner));
    const encodedOther = Buffer.from('thief@example.net').toString('base64url');
    for (const new_email of ['thief@example.net', encodedOther, '']) {
      const response = await approve({ ...approval, new_email });
      expect(response.status).toBe(400);
    }
    await api.mailSettled();
    expect(mailTo('thief@example.net')).toEqual([]);
    // The refusals did not spend the link.
    expect((await approve(approval)).status).toBe(200);
  });

  it('with the current password the new address gets its link at once, and the current one is told with a cancel link', async () => {
    const owner = await signedInUser(api);
    const wanted = newAddress(owner);
    const { response, notice } = await askWithPassword(owner, wanted);
    const body = await response.json();
    expect(body.message).toBe(texts.confirmationSent);
    expect(body.user.email).toBe(owner.email);
    expect(notice.text).toContain(wanted);
    expect(notice.link.startsWith(`${testPublicUrl}/cancel-email-change/${owner.id}/`)).toBe(true);
  });

  it('stolen access token guessing the password: a wrong current password changes nothing and mails nobody', async () => {
    const owner = await signedInUser(api);
    const wanted = newAddress(owner);
    const response = await update(owner, {
      email: wanted,
      first_name: 'Mallory',
      current_password: 'not the password',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Current password is incorrect');
    await api.mailSettled();
    expect([...mailTo(wanted), ...mailTo(owner.email).filter((m) => !m.subject.startsWith('Verify'))]).toEqual([]);
    expect(await (await userData(owner.access)).json()).toMatchObject({ first_name: '', email: owner.email });
  });

  it('stolen access token: the owner cancels from the current mailbox, the change dies and every device is signed out', async () => {
    const owner = await signedInUser(api);
    const { approval, cancellation } = await askWithoutPassword(owner, newAddress(owner));
    const cancelled = await cancel(cancellation);
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).message).toBe(texts.cancelled);
    expect((await approve(approval)).status).toBe(400);
    expect((await userData(owner.access)).status).toBe(401);
    const again = await cancel(cancellation);
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe(texts.invalidCancel);

    // A change asked for with the password is called off the same way, its confirmation link included.
    const thief = await signedInUser(api);
    const { confirmation, cancellation: noticeCancel } = await askWithPassword(thief, newAddress(thief));
    expect((await cancel(noticeCancel)).status).toBe(200);
    const late = await confirm(confirmation);
    expect(late.status).toBe(400);
    expect((await late.json()).error).toBe(texts.invalidChange);
    expect(await liveEmailLinks(thief.id)).toEqual([]);
  });

  /** The two ways the owner takes the account back: each must end a change a thief asked for. */
  const takeBack = {
    changes: async (owner: TestUser) => {
      expect((await changePassword(api, owner, 'the owner took it back')).status).toBe(200);
    },
    resets: async (owner: TestUser) => {
      await api.json('POST', '/api/auth/password-reset/', { email: owner.email });
      const resetMail = await api.inbox.next(owner.email);
      const url = new URL(resetMail.link);
      const reset = await api.json('POST', '/api/auth/password-reset/confirm/', {
        uid: url.searchParams.get('uid'),
        token: url.searchParams.get('token'),
        new_password: 'the owner took it back',
        confirm_password: 'the owner took it back',
      });
      expect(reset.status).toBe(200);
    },
  };

  it.each([
    ['without', 'changes'],
    ['with', 'changes'],
    ['without', 'resets'],
    ['with', 'resets'],
  ] as const)(
    'stolen access token: a change asked for %s the password dies when the owner %s the password',
    async (proof, action) => {
      const owner = await signedInUser(api);
      const wanted = newAddress(owner);
      const link =
        proof === 'without'
          ? { use: approve, body: (await askWithoutPassword(owner, wanted)).approval }
          : { use: confirm, body: (await askWithPassword(owner, wanted)).confirmation };
      await takeBack[action](owner);
      expect((await link.use(link.body)).status).toBe(400);
      expect(await liveEmailLinks(owner.id)).toEqual([]);
    },
  );

  it('mailbox not the owner’s: completing a change ends every other email link of the account, the old address’s reset link included', async () => {
    const owner = await signedInUser(api);
    await api.json('POST', '/api/auth/password-reset/', { email: owner.email });
    const resetUrl = new URL((await api.inbox.next(owner.email)).link);
    const resetLink = { uid: resetUrl.searchParams.get('uid'), token: resetUrl.searchParams.get('token') };
    const { confirmation, cancellation } = await askWithPassword(owner, newAddress(owner));
    expect(await liveEmailLinks(owner.id)).toEqual(['cancel-email-change', 'change-email', 'reset-password']);

    expect((await confirm(confirmation)).status).toBe(200);
    expect(await liveEmailLinks(owner.id)).toEqual([]);
    expect((await api.json('POST', '/api/auth/password-reset/validate/', resetLink)).status).toBe(400);
    expect((await cancel(cancellation)).status).toBe(400);
  });

  it('a newer request replaces a pending one; any cancel link still calls off what is pending', async () => {
    const owner = await signedInUser(api);
    const first = await askWithoutPassword(owner, `first-${owner.username}@example.net`);
    const second = await askWithoutPassword(owner, `second-${owner.username}@example.net`);
    expect((await approve(first.approval)).status).toBe(400);
    expect((await cancel(first.cancellation)).status).toBe(200);
    expect((await approve(second.approval)).status).toBe(400);
  });
});

describe('email-change requests tell nobody who has an account (issue 13, item 4)', () => {
  it('stolen access token probing for accounts: the answers are the same for a taken address, which gets no usable link', async () => {
    const owner = await signedInUser(api);
    const holder = await signedInUser(api);
    const free = newAddress(owner);

    const withPassword = async (email: string) => {
      const answer = await (await update(owner, { email, current_password: owner.password })).json();
      expect((await api.inbox.next(owner.email)).subject).toBe('Your Money Kitchen email is about to change');
      return answer;
    };
    expect(await withPassword(holder.email)).toEqual(await withPassword(free));
    const notice = await api.inbox.next(holder.email);
    expect(notice.subject).toBe('Your email address was entered on Money Kitchen');
    expect(notice.links).toEqual([`${testPublicUrl}/login`]);

    const withoutPassword = async (email: string) => {
      const { response, approval } = await askWithoutPassword(owner, email);
      return { asked: await response.json(), approved: await (await approve(approval)).json() };
    };
    const taken = await withoutPassword(holder.email);
    const untaken = await withoutPassword(free);
    expect(taken.asked).toEqual(untaken.asked);
    expect(taken.approved).toEqual({ ...untaken.approved, new_email: holder.email });
    expect(taken.asked.error).toBeUndefined();

    await api.mailSettled();
    // The holder's own verification mail, then one notice per proven request: never a usable link.
    const sinceRegistering = mailTo(holder.email).slice(1);
    expect(sinceRegistering.map((mail) => mail.subject)).toEqual([
      'Your email address was entered on Money Kitchen',
      'Your email address was entered on Money Kitchen',
    ]);
    expect(sinceRegistering.flatMap((mail) => mail.links)).toEqual([
      `${testPublicUrl}/login`,
      `${testPublicUrl}/login`,
    ]);
  });

  it('mailbox not the owner’s: mail to an address nobody has proven carries no text the requester typed', async () => {
    const owner = await signedInUser(api);
    const holder = await signedInUser(api);
    const bait = 'claim-your-prize-at-evil.example';
    const changes = { username: `${owner.username}-${bait}`, first_name: 'Prize', last_name: bait };
    const wanted = newAddress(owner);
    expect((await update(owner, { ...changes, email: wanted, current_password: owner.password })).status).toBe(200);
    const confirmation = await api.inbox.next(wanted);
    // Nobody is greeted by name, neither the old name nor the new one.
    const notice = await api.inbox.next(owner.email);
    expect(notice.text.startsWith('Hello,\n')).toBe(true);
    expect(notice.text).not.toContain(bait);
    expect((await update(owner, { ...changes, email: holder.email, current_password: owner.password })).status).toBe(
      200,
    );
    const inUse = await api.inbox.next(holder.email);
    for (const mail of [confirmation, inUse]) {
      expect(mail.text.startsWith('Hello,')).toBe(true);
      expect(mail.text).not.toContain(bait);
      expect(mail.text).not.toContain(owner.username);
    }
  });
});

describe('confirming a change (issue 13, item 14)', () => {
  it('accepts new_email as the original client posts it: base64url, exactly as the link carries it', async () => {
    const owner = await signedInUser(api);
    const { confirmation } = await confirmationFor(owner, newAddress(owner));
    const { encoded, ...link } = confirmation;
    expect(encoded).toBe(Buffer.from(confirmation.new_email).toString('base64url'));
    const confirmed = await confirm({ ...link, new_email: encoded });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).message).toBe('Email changed successfully! Please log in again.');
  });

  it('accepts the plain address (our client), in any case', async () => {
    const owner = await signedInUser(api);
    const { confirmation } = await confirmationFor(owner, newAddress(owner));
    const { encoded: _encoded, ...link } = confirmation;
    expect((await confirm({ ...link, new_email: link.new_email.toUpperCase() })).status).toBe(200);
  });

  it('lying client: another address is refused, encoded or plain, and the link stays usable', async () => {
    const owner = await signedInUser(api);
    const { confirmation } = await confirmationFor(owner, newAddress(owner));
    const { encoded: _encoded, ...link } = confirmation;
    for (const new_email of ['thief@example.net', Buffer.from('thief@example.net').toString('base64url')]) {
      const refused = await confirm({ ...link, new_email });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toBe(texts.invalidChange);
    }
    expect((await confirm(link)).status).toBe(200);
  });
});
