import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../../src/domain/mutations';
import { renewDatabaseIdentity } from '../../server/sync/databaseIdentity';
import { signedInUser, type TestUser } from '../support/accounts';
import { aTransaction, put } from '../support/records';
import { useTestApi } from '../support/testApi';

const api = useTestApi();

const push = (user: TestUser, mutations: unknown[]) =>
  api.json('POST', '/api/sync/push/', { protocol: 1, client_id: 'phone', mutations }, user.access);

async function pullFrom(user: TestUser, after: number): Promise<PullResponse> {
  const response = await api.json('GET', `/api/sync/pull/?protocol=1&after=${after}&limit=100`, undefined, user.access);
  expect(response.status).toBe(200);
  return (await response.json()) as PullResponse;
}

describe('a restored database is told apart (issue 50, item 3)', () => {
  it('says its identity in every pull, and another one once the restore procedure renewed it', async () => {
    const user = await signedInUser(api);
    await push(user, [put(1, 'transaction', aTransaction())]);
    const first = await pullFrom(user, 0);
    expect(first.database_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await pullFrom(user, first.cursor)).database_id).toBe(first.database_id);

    await renewDatabaseIdentity(api.database.db, new Date());
    const renewed = await pullFrom(user, first.cursor);
    expect(renewed.database_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(renewed.database_id).not.toBe(first.database_id);
  });

  it('says when a device asks from a cursor it never handed out, and not for a cursor it did', async () => {
    const user = await signedInUser(api);
    await push(user, [put(1, 'transaction', aTransaction())]);
    const { cursor } = await pullFrom(user, 0);
    expect((await pullFrom(user, cursor)).unknown_cursor).toBeUndefined();
    expect((await pullFrom(user, cursor + 1)).unknown_cursor).toBe(true);
  });

  it("another person's newer changes do not hide that this person's cursor is unknown", async () => {
    const restoredPerson = await signedInUser(api);
    const busyPerson = await signedInUser(api);
    for (let number = 1; number <= 3; number++) await push(busyPerson, [put(number, 'transaction', aTransaction())]);
    expect((await pullFrom(restoredPerson, 2)).unknown_cursor).toBe(true);
  });
});
