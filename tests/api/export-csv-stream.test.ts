import { describe, expect, it } from 'vitest';
import { transactionsCsv } from '../../src/domain/csv';
import type { IsoDate } from '../../src/domain/dates';
import type { Cents } from '../../src/domain/money';
import type { Mutation } from '../../src/domain/mutations';
import { splitFields } from '../../src/domain/splits';
import { tagsText } from '../../src/domain/tags';
import { fromColumns } from '../../server/records/recordTables';
import { csvBatchRows } from '../../server/money/csvExport';
import { signedInUser, type TestUser } from '../support/accounts';
import { aTransaction, put } from '../support/records';
import { moneyPath } from '../support/restTransactions';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

/**
 * Issue 53, item 2: `export-csv/` streams the rows in keyset batches with the bytes one full read
 * gives. More rows than one batch, many sharing a date and a created_at, so only the id orders them
 * at a batch's edge: a tiebreak that skipped or repeated a row would change the bytes. The test
 * clock stands on 2026-03-15, so the default export (this month, newest first) holds them too.
 */
// Pushes of 500 rows each, as a device sends them, are larger than the tests' usual body limit.
const api = useTestApi({ maxBodyBytes: 1024 * 1024 });
const push = syncPushThrough(api);
const rowCount = csvBatchRows + 500;
const rowsPerDate = 130;

const receipt = splitFields([
  { category: 'Food', amount_cents: 61_20 as Cents, note: 'bread, "fresh"' },
  { category: '=Household', amount_cents: 25_20 as Cents, note: '', tags: ['home', 'monthly shop'] },
]);

function manyRows(): Mutation[] {
  return Array.from({ length: rowCount }, (_, i) => {
    const date = `2026-03-${String(1 + Math.floor(i / rowsPerDate)).padStart(2, '0')}` as IsoDate;
    const odd =
      i % 97 === 0
        ? { amount_cents: 86_40 as Cents, ...receipt }
        : i % 11 === 0
          ? { payee: `Shop ${i}` }
          : i % 13 === 0
            ? { tags: tagsText(['trip', `=day ${i % 3}`]) }
            : {};
    const record = aTransaction({
      date,
      // Three instants a day: a third of a day's rows share each, ordered by id alone.
      created_at: `${date}T0${i % 3}:00:00.000Z`,
      amount_cents: (i * 7 + 1) as Cents,
      trans_details: i % 5 === 0 ? `line ${i}, with "quotes"\r\nand a break` : `line ${i}`,
      ...odd,
    });
    return put(i + 1, 'transaction', record);
  });
}

async function pushAll(user: TestUser, mutations: Mutation[]) {
  for (let start = 0; start < mutations.length; start += 500) {
    const response = await push(user, mutations.slice(start, start + 500));
    expect(response.status).toBe(200);
  }
}

/** The reference: every row of the person's in the range read at once and formatted in one go. */
async function wholeReadCsv(user: TestUser, range: { start: string; end: string }, newestFirst: boolean) {
  const order = newestFirst ? 'desc' : 'asc';
  const rows = await api.database.db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('deleted', '=', 0)
    .where('date', '>=', range.start)
    .where('date', '<=', range.end)
    .orderBy('date', order)
    .orderBy('created_at', order)
    .orderBy('id', order)
    .execute();
  return transactionsCsv(rows.map((row) => fromColumns('transaction', row)));
}

const exportCsv = (user: TestUser, query = '') =>
  api.json('GET', `${moneyPath}/transaction/export-csv/${query}`, undefined, user.access);

describe('CSV export streamed in keyset batches (issue 53, item 2)', () => {
  it('gives the bytes of one full read, oldest first with dates and newest first without, and only the person’s rows', async () => {
    const [user, other] = [await signedInUser(api), await signedInUser(api)];
    await pushAll(user, manyRows());
    await pushAll(other, [
      put(1, 'transaction', aTransaction({ date: '2026-03-05' as IsoDate, trans_details: 'Not yours' })),
      put(2, 'transaction', aTransaction({ date: '2026-03-10' as IsoDate, trans_details: 'Not yours', payee: 'X' })),
    ]);

    const dated = await exportCsv(user, '?start_date=2026-03-01&end_date=2026-03-31');
    expect(dated.status).toBe(200);
    expect(dated.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(dated.headers.get('content-disposition')).toBe(
      'attachment; filename="transactions_2026-03-01_to_2026-03-31.csv"',
    );
    const datedText = await dated.text();
    const march = { start: '2026-03-01', end: '2026-03-31' };
    expect(datedText).toBe(await wholeReadCsv(user, march, false));
    expect(
      datedText.startsWith('Date,Amount,Currency,Status,Category,Details,Payee,Tags,Split,Part note,Part tags\r\n'),
    ).toBe(true);
    expect(datedText).not.toContain('Not yours');
    // Every row once: each carries its own "line N" details.
    for (const i of [0, rowCount - 1, csvBatchRows - 1, csvBatchRows, csvBatchRows + 1]) {
      expect(datedText.split(`line ${i}`).length - 1, `line ${i}`).toBe(i % 97 === 0 ? 2 : 1);
    }

    const current = await exportCsv(user);
    expect(current.status).toBe(200);
    expect(await current.text()).toBe(await wholeReadCsv(user, march, true));
  }, 60_000);

  it('a person with nothing in the range gets the header line alone, and one without payees or splits the spec’s columns', async () => {
    const user = await signedInUser(api);
    expect(await (await exportCsv(user, '?start_date=2025-01-01&end_date=2025-01-31')).text()).toBe(
      'Date,Amount,Currency,Status,Category,Details\r\n',
    );
    await pushAll(user, [put(1, 'transaction', aTransaction({ date: '2026-03-02' as IsoDate }))]);
    expect(await (await exportCsv(user)).text()).toBe(
      'Date,Amount,Currency,Status,Category,Details\r\n2026-03-02,12.50,USD,withdraw,Food,Lunch\r\n',
    );
  });
});
