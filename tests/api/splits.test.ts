import { describe, expect, it } from 'vitest';
import type { Cents } from '../../src/domain/money';
import { splitFields, splitTexts } from '../../src/domain/splits';
import { signedInUser } from '../support/accounts';
import { aTransaction, patch, put } from '../support/records';
import { serverRecords } from '../support/serverRecords';
import { syncPushThrough } from '../support/syncPush';
import { restTransactions, resultsOf } from '../support/restTransactions';
import { useTestApi } from '../support/testApi';

/** Issue 45, items 1 and 4: split transactions by sync, in the server's reports, on both databases. */

const api = useTestApi();
const push = syncPushThrough(api);

const receiptParts = [
  { category: 'Food', amount_cents: 61_20 as Cents, note: '' },
  { category: 'Household', amount_cents: 25_20 as Cents, note: 'detergent' },
];
const aReceipt = () => aTransaction({ amount_cents: 86_40 as Cents, ...splitFields(receiptParts) });
const rest = restTransactions(api);

describe('split transactions on the server', () => {
  it("a pushed split is stored whole and the month's report counts its parts, each in its category", async () => {
    const user = await signedInUser(api);
    const receipt = aReceipt();
    await push(user, [put(1, 'transaction', receipt)]);
    expect(await serverRecords(api, user.access, 'transaction')).toEqual([receipt]);
    const response = await api.json(
      'GET',
      '/api/finance-management/get-monthly-report-history/?month=3&year=2026',
      undefined,
      user.access,
    );
    const { report_data } = (await response.json()) as {
      report_data: { user_withdraw_on_range: { category: string; converted_amount: number }[] };
    };
    expect(report_data.user_withdraw_on_range.map((row) => [row.category, row.converted_amount])).toEqual([
      ['Food', 61.2],
      ['Household', 25.2],
    ]);
  });

  it('refuses a split whose parts do not add up to the amount, with its text, and stores nothing', async () => {
    const user = await signedInUser(api);
    const response = await push(user, [put(1, 'transaction', { ...aReceipt(), amount_cents: 90_00 as Cents })]);
    expect(await resultsOf(response)).toEqual([expect.objectContaining({ error: splitTexts.mismatch })]);
    expect(await serverRecords(api, user.access, 'transaction')).toEqual([]);
  });

  it('an amount changed on another device while this one split the receipt leaves no uneven split: the amount stands, the split goes', async () => {
    const user = await signedInUser(api);
    const unsplit = aTransaction({ amount_cents: 86_40 as Cents });
    await push(user, [put(1, 'transaction', unsplit)]);
    const split = splitFields(receiptParts);
    await push(user, [patch(2, 'transaction', unsplit.id, { parts: [null, split.parts], category: ['Food', 'Food'] })]);
    await push(user, [patch(1, 'transaction', unsplit.id, { amount_cents: [86_40, 90_00] })], 'laptop');
    const [stored] = await serverRecords(api, user.access, 'transaction');
    expect(stored).toEqual({ ...unsplit, amount_cents: 90_00 });
  });
});

describe('split transactions by REST', () => {
  const receipt = [
    { category: 'Food', amount: 61.2 },
    { category: 'Household', amount: 25.2, note: 'detergent' },
  ];

  it('add-transactions/ takes the parts: get-transactions/ lists one row with the total, the first category and the parts', async () => {
    const user = await signedInUser(api);
    const added = await rest.add(user, { amount: 86.4, currency: 'EUR', category: 'ignored', parts: receipt });
    expect(added.status).toBe(201);
    const listed = await rest.list(user, '?start_date=2020-01-01&end_date=2030-12-31');
    const { transactions } = (await listed.json()) as { transactions: Record<string, unknown>[] };
    expect(transactions).toEqual([
      expect.objectContaining({
        amount: 86.4,
        category: 'Food',
        parts: [
          { category: 'Food', amount: 61.2, note: '' },
          { category: 'Household', amount: 25.2, note: 'detergent' },
        ],
      }),
    ]);
  });

  it('refuses parts that do not add up, and an update of the amount alone that would leave them behind, with a 400 that says so', async () => {
    const user = await signedInUser(api);
    const uneven = await rest.add(user, { amount: 90, currency: 'EUR', parts: receipt });
    expect(uneven.status).toBe(400);
    expect(JSON.stringify(await uneven.json())).toContain(splitTexts.mismatch);
    const added = await rest.add(user, { amount: 86.4, currency: 'EUR', parts: receipt });
    const { id } = (await added.json()).transaction as { id: string };
    const update = (body: Record<string, unknown>) => rest.update(user, id, body);
    // A caller unaware of splits sends another category: the split keeps its first part's.
    const recategorised = await update({ amount: 86.4, currency: 'EUR', category: 'Groceries' });
    expect((await recategorised.json()).transaction).toMatchObject({ category: 'Food', parts: expect.any(Array) });
    const amountAlone = await update({ amount: 90, currency: 'EUR', category: 'Food' });
    expect(amountAlone.status).toBe(400);
    expect(JSON.stringify(await amountAlone.json())).toContain(splitTexts.mismatch);
    // null unsplits: the whole amount in the category sent.
    const unsplit = await update({ amount: 90, currency: 'EUR', category: 'Groceries', parts: null });
    expect(unsplit.status).toBe(200);
    const { transaction } = (await unsplit.json()) as { transaction: Record<string, unknown> };
    expect(transaction).toMatchObject({ amount: 90, category: 'Groceries' });
    expect(transaction).not.toHaveProperty('parts');
  });

  it("takes a part's own tags and lists them with the part (issue 45, item 3)", async () => {
    const user = await signedInUser(api);
    const parts = [{ ...receipt[0], tags: ['trip', ' Food  run '] }, receipt[1]];
    const added = await rest.add(user, { amount: 86.4, currency: 'EUR', parts });
    expect(added.status).toBe(201);
    const { transaction } = (await added.json()) as { transaction: { parts: Record<string, unknown>[] } };
    expect(transaction.parts.map((part) => part.tags)).toEqual([['Food run', 'trip'], undefined]);
    const refused = await rest.add(user, {
      amount: 86.4,
      currency: 'EUR',
      parts: [{ ...receipt[0], tags: ['x'.repeat(41)] }, receipt[1]],
    });
    expect(refused.status).toBe(400);
  });
});
