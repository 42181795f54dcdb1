import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../../src/domain/mutations';
import type { TransactionRecord } from '../../src/domain/records';
import { deletedRecordText } from '../../server/records/records.service';
import { signedInUser, type TestUser } from '../support/accounts';
import { aTransaction, patch, put, remove } from '../support/records';
import { withoutMadeAccounts } from '../support/serverRecords';
import { useTestApi } from '../support/testApi';

const api = useTestApi();

const push = async (user: TestUser, clientId: string, mutations: unknown[]) => {
  const response = await api.json(
    'POST',
    '/api/sync/push/',
    { protocol: 1, client_id: clientId, mutations },
    user.access,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: { status: string; error?: string; current?: unknown }[] }).results;
};

async function pull(user: TestUser, after = 0, limit = 1000): Promise<PullResponse> {
  const response = await api.json(
    'GET',
    `/api/sync/pull/?protocol=1&after=${after}&limit=${limit}`,
    undefined,
    user.access,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as PullResponse;
}

async function serverRecord(user: TestUser, id: string) {
  const { changes } = await pull(user);
  const change = changes.find((c) => c.id === id);
  return change && !change.deleted ? (change.record as TransactionRecord) : undefined;
}

async function currencyTotals(user: TestUser) {
  const rows = await api.database.db
    .selectFrom('currency_totals')
    .select(['currency', 'total_cents'])
    .where('user_id', '=', user.id)
    .where('total_cents', '!=', 0)
    .orderBy('currency')
    .execute();
  return rows.map((row) => [row.currency, Number(row.total_cents)]);
}

describe('field-level merge of edits (transaction.patch.v1)', () => {
  it('keeps both edits when two devices change different fields of one record offline', async () => {
    const user = await signedInUser(api);
    const tx = aTransaction({ amount_cents: 1000 as never, category: 'Food' });
    await push(user, 'phone', [put(1, 'transaction', tx)]);
    // Both devices edited the same version; the laptop's push arrives second.
    expect(await push(user, 'phone', [patch(2, 'transaction', tx.id, { category: ['Food', 'Travel'] })])).toEqual([
      { number: 2, status: 'applied' },
    ]);
    expect(await push(user, 'laptop', [patch(1, 'transaction', tx.id, { amount_cents: [1000, 4200] })])).toEqual([
      { number: 1, status: 'applied' },
    ]);
    expect(await serverRecord(user, tx.id)).toEqual({ ...tx, category: 'Travel', amount_cents: 4200 });
    expect((await pull(user)).conflicts).toEqual([]);
  });

  it('lets the later change of one field win and keeps the value it overwrote as a conflict, with both times', async () => {
    const user = await signedInUser(api);
    const tx = aTransaction({ category: 'Food' });
    await push(user, 'phone', [put(1, 'transaction', tx)]);
    await push(user, 'phone', [
      patch(2, 'transaction', tx.id, { category: ['Food', 'Rent'] }, '2026-03-11T08:00:00.000Z'),
    ]);
    await push(user, 'laptop', [
      patch(1, 'transaction', tx.id, { category: ['Food', 'Gym'] }, '2026-03-11T08:05:00.000Z'),
    ]);
    expect((await serverRecord(user, tx.id))?.category).toBe('Gym');
    const { conflicts, changes: pulled } = await pull(user);
    const changes = withoutMadeAccounts(pulled);
    expect(conflicts).toEqual([
      {
        id: `${changes[0]!.seq}:category`,
        seq: changes[0]!.seq,
        kind: 'transaction',
        record_id: tx.id,
        field: 'category',
        kept: 'Rent',
        won: 'Gym',
        kept_at: '2026-03-11T08:00:00.000Z',
        won_at: '2026-03-11T08:05:00.000Z',
      },
    ]);
  });

  it('makes no conflict when a field still holds what the edit replaced, or already holds what it sets', async () => {
    const user = await signedInUser(api);
    const tx = aTransaction({ category: 'Food' });
    await push(user, 'phone', [
      put(1, 'transaction', tx),
      patch(2, 'transaction', tx.id, { category: ['Food', 'Rent'] }),
    ]);
    // The laptop made the same change: nothing to overwrite, nothing written.
    const before = await pull(user);
    await push(user, 'laptop', [patch(1, 'transaction', tx.id, { category: ['Food', 'Rent'] })]);
    const after = await pull(user);
    expect(after.cursor).toBe(before.cursor);
    expect(after.conflicts).toEqual([]);
  });

  it('applies a retried patch once: no second write and no second conflict', async () => {
    const user = await signedInUser(api);
    const tx = aTransaction({ category: 'Food' });
    await push(user, 'phone', [
      put(1, 'transaction', tx),
      patch(2, 'transaction', tx.id, { category: ['Food', 'Rent'] }),
    ]);
    const late = patch(1, 'transaction', tx.id, { category: ['Food', 'Gym'] });
    await push(user, 'laptop', [late]);
    const first = await pull(user);
    // The answer was lost; the laptop sends the same patch again.
    expect(await push(user, 'laptop', [late])).toEqual([{ number: 1, status: 'applied' }]);
    const again = await pull(user);
    expect(again.cursor).toBe(first.cursor);
    expect(again.conflicts).toHaveLength(1);
  });

  it('keeps the per-currency totals of the merged record when one device changes the amount and another the currency', async () => {
    const user = await signedInUser(api);
    const tx = aTransaction({ amount_cents: 1000 as never, currency: 'USD' });
    await push(user, 'phone', [put(1, 'transaction', tx)]);
    await push(user, 'phone', [patch(2, 'transaction', tx.id, { amount_cents: [1000, 2500] })]);
    await push(user, 'laptop', [patch(1, 'transaction', tx.id, { currency: ['USD', 'EUR'] })]);
    expect(await serverRecord(user, tx.id)).toMatchObject({ amount_cents: 2500, currency: 'EUR' });
    expect(await currencyTotals(user)).toEqual([['EUR', 2500]]);
  });

  it('refuses a patch of a deleted record with a reason and the tombstone, and changes nothing', async () => {
    const user = await signedInUser(api);
    const tx = aTransaction();
    await push(user, 'phone', [put(1, 'transaction', tx), remove(2, 'transaction', tx.id)]);
    const before = await pull(user);
    expect(await push(user, 'laptop', [patch(1, 'transaction', tx.id, { category: ['Food', 'Gym'] })])).toEqual([
      {
        number: 1,
        status: 'rejected',
        error: deletedRecordText,
        current: { kind: 'transaction', id: tx.id, record: null, deleted: true },
      },
    ]);
    expect((await pull(user)).cursor).toBe(before.cursor);
  });

  it.each([
    ['an unknown field', { owner: ['a', 'b'] }, 'A transaction has no such field'],
    ['the id', { id: ['a', 'b'] }, 'A transaction has no such field'],
    ['a value of the wrong type', { amount_cents: [1250, 'lots'] }, 'Amount must be a number'],
    ['a value the schema refuses', { currency: ['USD', 'XXX1'] }, undefined],
    ['no field at all', {}, 'A patch changes at least one field'],
  ])('refuses a patch with %s and changes nothing', async (_name, fields, error) => {
    const user = await signedInUser(api);
    const tx = aTransaction();
    await push(user, 'phone', [put(1, 'transaction', tx)]);
    const [result] = await push(user, 'phone', [patch(2, 'transaction', tx.id, fields as never)]);
    expect(result?.status).toBe('rejected');
    if (error) expect(result?.error).toBe(error);
    expect(await serverRecord(user, tx.id)).toEqual(tx);
  });

  it('pages conflicts with the changes that made them: each once, none missed', async () => {
    const user = await signedInUser(api);
    const records = [aTransaction(), aTransaction(), aTransaction()];
    await push(
      user,
      'phone',
      records.map((tx, i) => put(i + 1, 'transaction', tx)),
    );
    await push(
      user,
      'phone',
      records.map((tx, i) => patch(i + 4, 'transaction', tx.id, { trans_details: ['Lunch', `phone ${i}`] })),
    );
    await push(
      user,
      'laptop',
      records.map((tx, i) => patch(i + 1, 'transaction', tx.id, { trans_details: ['Lunch', `laptop ${i}`] })),
    );
    const seen: string[] = [];
    let cursor = 0;
    for (;;) {
      const page = await pull(user, cursor, 1);
      seen.push(...(page.conflicts ?? []).map((c) => `${c.kept}>${c.won}`));
      cursor = page.cursor;
      if (!page.more) break;
    }
    expect(seen).toEqual(['phone 0>laptop 0', 'phone 1>laptop 1', 'phone 2>laptop 2']);
  });

  it("never shows one person another person's conflicts (threat: reading across accounts)", async () => {
    const owner = await signedInUser(api);
    const other = await signedInUser(api);
    const tx = aTransaction();
    await push(owner, 'phone', [
      put(1, 'transaction', tx),
      patch(2, 'transaction', tx.id, { category: ['Food', 'A'] }),
    ]);
    await push(owner, 'laptop', [patch(1, 'transaction', tx.id, { category: ['Food', 'B'] })]);
    expect((await pull(owner)).conflicts).toHaveLength(1);
    expect((await pull(other)).conflicts).toEqual([]);
    // Nor patch it: the other person's patch finds no record of theirs.
    const [result] = await push(other, 'x', [patch(1, 'transaction', tx.id, { category: ['B', 'C'] })]);
    expect(result?.status).toBe('rejected');
    expect((await serverRecord(owner, tx.id))?.category).toBe('B');
  });
});
