import { describe, expect, it } from 'vitest';
import { linkParts, signedInUser, type TestUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';

/**
 * Issue 49, item 11: the original client's confirmation page posts `verify-email-change/` twice under
 * React StrictMode. A repeat of a link that has just succeeded answers the same success, as
 * `verify-email/` does; a link that never applied, or one replayed long after, still fails.
 */
const api = useTestApi();

const changed = 'Email changed successfully! Please log in again.';
const invalid = 'The email change link is invalid or has expired.';
const confirm = (body: unknown) => api.json('POST', '/api/profile/verify-email-change/', body);

/** Asks for a change with the password and returns the confirmation link's body as the page posts it. */
async function confirmationLink(user: TestUser) {
  const wanted = `moved-${user.username}@example.net`;
  const asked = await api.json(
    'PUT',
    '/api/profile/update/',
    { first_name: '', last_name: '', username: user.username, email: wanted, current_password: user.password },
    user.access,
  );
  expect(asked.status).toBe(200);
  const [, uid, token, encoded] = linkParts((await api.inbox.next(wanted)).link);
  return { uid, token, new_email: encoded, wanted };
}

async function emailOf(userId: string) {
  const row = await api.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email;
}

describe('a repeated email-change confirmation (issue 49, item 11)', () => {
  it('a repeat of a link that just succeeded answers the same success, and changes nothing more', async () => {
    const owner = await signedInUser(api);
    const { wanted, ...link } = await confirmationLink(owner);
    const first = await confirm(link);
    expect([first.status, (await first.json()).message]).toEqual([200, changed]);
    api.clock.advance(1000);
    const again = await confirm(link);
    expect([again.status, (await again.json()).message]).toEqual([200, changed]);
    expect(await emailOf(owner.id)).toBe(wanted);
  });

  it('two posts of one link at once (React StrictMode) both answer success and the change applies once', async () => {
    const owner = await signedInUser(api);
    const { wanted, ...link } = await confirmationLink(owner);
    const answers = await Promise.all([confirm(link), confirm(link)]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(bodies.map((body) => body.message)).toEqual([changed, changed]);
    expect(await emailOf(owner.id)).toBe(wanted);
  });

  it('replayed link: long after it succeeded it is refused again', async () => {
    const owner = await signedInUser(api);
    const { wanted: _wanted, ...link } = await confirmationLink(owner);
    expect((await confirm(link)).status).toBe(200);
    api.clock.advance(11 * 60 * 1000);
    const late = await confirm(link);
    expect([late.status, (await late.json()).error]).toEqual([400, invalid]);
  });

  it('mailbox not the owner’s: a link the owner cancelled never answers success', async () => {
    const owner = await signedInUser(api);
    const { wanted, ...link } = await confirmationLink(owner);
    const notice = await api.inbox.next(owner.email);
    const [, uid, token] = linkParts(notice.link);
    expect((await api.json('POST', '/api/profile/cancel-email-change/', { uid, token })).status).toBe(200);
    const refused = await confirm(link);
    expect([refused.status, (await refused.json()).error]).toEqual([400, invalid]);
    expect(await emailOf(owner.id)).not.toBe(wanted);
  });
});
