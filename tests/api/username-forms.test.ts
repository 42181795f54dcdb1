import { describe, expect, it } from 'vitest';
import { linkParts, newCredentials, signedInUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';

const api = useTestApi();

let counter = 0;
/** A distinct ASCII tail per test, so the names below never meet another test's. */
const tail = () => `${(counter += 1)}${Math.random().toString(36).slice(2, 7)}`;

/** Registers and verifies an account with exactly this username. */
async function verifiedAccount(username: string) {
  const credentials = { ...newCredentials(), username };
  const registered = await api.json('POST', '/api/auth/register/', { ...credentials, password2: credentials.password });
  expect(registered.status).toBe(201);
  const [, uid, token] = linkParts((await api.inbox.next(credentials.email)).link);
  expect((await api.json('POST', '/api/auth/verify-email/', { uid, token })).status).toBe(200);
  return { ...credentials, id: uid! };
}

// The same name in another case or Unicode form: each pair is one account on SQLite and PostgreSQL.
const forms: [string, string, string][] = [
  ['Ärger', 'ärger', 'case of a non-ASCII letter'],
  ['Ärger', 'A\u0308RGER', 'a combining umlaut'],
  ['Straße', 'STRASSE', 'sharp s and SS'],
  ['Ｃｏｏｋ', 'cook', 'full-width letters'],
];

describe('usernames are compared in one normalised form (NFKC, case-folded)', () => {
  it.each(forms)('account confusion: "%s" exists, so registering "%s" (%s) makes no account', async (first, second) => {
    const name = tail();
    await verifiedAccount(`${first}${name}`);
    const copy = { ...newCredentials(), username: `${second}${name}` };
    const response = await api.json('POST', '/api/auth/register/', { ...copy, password2: copy.password });
    // The same answer as a registration that worked (issue 49, item 10); the mailbox hears why.
    expect(response.status).toBe(201);
    expect((await api.inbox.next(copy.email)).subject).toBe('Your Money Kitchen registration needs another username');
    const login = await api.json('POST', '/api/auth/login/', { username: copy.email, password: copy.password });
    expect(login.status).toBe(401);
  });

  it.each(forms)(
    'signing in as another form of "%s" ("%s", %s) finds that account and no other',
    async (first, second) => {
      const name = tail();
      const owner = await verifiedAccount(`${first}${name}`);
      const response = await api.json('POST', '/api/auth/login/', {
        username: `${second}${name}`,
        password: owner.password,
      });
      expect(response.status).toBe(200);
      expect((await response.json()).user).toMatchObject({ id: owner.id, username: `${first}${name}` });
    },
  );

  it("account confusion: a profile cannot be renamed to another form of someone else's username", async () => {
    const name = tail();
    await verifiedAccount(`Ärger${name}`);
    const other = await signedInUser(api);
    const response = await api.json(
      'PUT',
      '/api/profile/update/',
      { username: `A\u0308RGER${name}`, email: other.email },
      other.access,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Username already exists');
    const after = await api.json('GET', '/api/user-data/', undefined, other.access);
    expect((await after.json()).username).toBe(other.username);
  });

  it('a person may change the case of their own username, and signs in by either form afterwards', async () => {
    const name = tail();
    await verifiedAccount(`ärger${name}`);
    const login = await api.json('POST', '/api/auth/login/', {
      username: `ärger${name}`,
      password: newCredentials().password,
    });
    const { access, user } = (await login.json()) as { access: string; user: { id: string; email: string } };
    const renamed = await api.json(
      'PUT',
      '/api/profile/update/',
      { username: `Ärger${name}`, email: user.email },
      access,
    );
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).user.username).toBe(`Ärger${name}`);
    const again = await api.json('POST', '/api/auth/login/', {
      username: `ÄRGER${name}`,
      password: newCredentials().password,
    });
    expect((await again.json()).user.id).toBe(user.id);
  });
});
