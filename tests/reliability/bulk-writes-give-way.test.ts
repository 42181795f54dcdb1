import { describe, expect, it } from 'vitest';
import { pushChunkSize } from '../../server/sync/sync.service';
import { maxMutationsPerPush, protocolVersion } from '../../src/domain/mutations';
import { signedInUser, type TestUser } from '../support/accounts';
import { aTransaction, put } from '../support/records';
import { useTestApi } from '../support/testApi';
import { money } from './support';

/**
 * Issue 49, item 5: bulk writes hold no one else up. On SQLite a transaction runs on the event loop
 * from its first statement to its commit: a push of 500 mutations was one transaction, and a
 * restore's chunks left one turn of the loop between them, so the requests waiting meanwhile
 * started one per chunk. A push is now applied in chunks, and bulk work waits after each chunk as
 * long as it took (server/db/giveWay.ts).
 */
const api = useTestApi();

const add = (user: TestUser) =>
  api.json('POST', `${money}/transaction/add-transactions/`, { amount: 4.5, currency: 'USD' }, user.access);

const countOf = async (table: 'targets' | 'transactions', user: TestUser) =>
  Number(
    (
      await api.database.db
        .selectFrom(table)
        .select(({ fn }) => fn.countAll().as('count'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).count,
  );

/** Waits a turn of the event loop, as network I/O would give one on a real server. */
const aTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('bulk writes beside another person', () => {
  it('an attacker’s push of 500 mutations commits in chunks, and another person’s add is answered before it ends', async () => {
    const attacker = await signedInUser(api, 'pusher');
    const other = await signedInUser(api, 'adder');
    // 500 small mutations (targets for 500 months) fit the test server's body limit.
    const mutations = Array.from({ length: maxMutationsPerPush }, (_, i) => {
      const month = `${1980 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
      return put(i + 1, 'target', { id: month, target_cents: i });
    });
    let pushDone = false;
    const pushing = api
      .json('POST', '/api/sync/push/', { protocol: protocolVersion, client_id: 'bulk', mutations }, attacker.access)
      .finally(() => (pushDone = true));
    let seen = 0;
    while (!pushDone && seen === 0) {
      await aTurn();
      seen = await countOf('targets', attacker);
    }
    const added = await add(other);
    const addedWhilePushing = !pushDone;
    const pushed = await pushing;
    expect(pushed.status).toBe(200);
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(maxMutationsPerPush);
    expect(seen % pushChunkSize).toBe(0);
    expect(added.status).toBe(201);
    expect(addedWhilePushing).toBe(true);
    expect(await countOf('targets', attacker)).toBe(maxMutationsPerPush);
  });

  it('an attacker’s restore leaves turns for another person: twenty of their requests are all answered before it ends', async () => {
    const attacker = await signedInUser(api, 'restorer');
    const other = await signedInUser(api, 'reader');
    const file = {
      format: 'money-kitchen-backup',
      version: 1,
      records: {
        transaction: Array.from({ length: 3000 }, (_, i) => aTransaction({ id: `r-${i}`, trans_details: '' })),
      },
    };
    let restoreDone = false;
    const restoring = api
      .json('POST', '/api/backup/restore/', file, attacker.access)
      .finally(() => (restoreDone = true));
    while (!restoreDone && (await countOf('transactions', attacker)) === 0) await aTurn();
    // Requests start one per turn of the event loop (server/http/arrivalOrder.ts): between chunks
    // that only left one turn, they started one per chunk.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 === 0 ? add(other) : api.json('GET', '/api/user-data/', undefined, other.access),
      ),
    );
    const answeredWhileRestoring = !restoreDone;
    expect((await restoring).status).toBe(200);
    expect(answers.every((answer) => answer.status < 300)).toBe(true);
    expect(answeredWhileRestoring).toBe(true);
  });
});
