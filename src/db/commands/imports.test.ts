import { beforeEach, describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import { importRowId } from '../../domain/importIds';
import type { Cents } from '../../domain/money';
import type { TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { importBatches, importedStatement } from '../queries/importBatches';
import { previewImport } from '../queries/importPreview';
import { freshTestDb } from '../queries/testDb';
import { buildDeferredSearchIndex, searchIndexState } from '../searchIndex';
import { importChunkSize, importTransactions, undoImport } from './imports';
import { addTransaction } from './transactions';
import { anAccountInput, anEntry } from '../../../tests/support/records';
import { currencyAccountId } from '../../domain/ledgerAccounts';
import { addAccount } from './accounts';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = freshTestDb();
});

const batch = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const now = new Date('2026-03-10T12:00:00Z');

function fileRows(count: number, batchId = batch): TransactionRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    id: importRowId(batchId, i + 2),
    amount_cents: (100 + i) as Cents,
    currency: i % 2 ? 'EUR' : 'USD',
    trans_status: i % 3 ? 'withdraw' : 'deposit',
    category: i % 4 ? 'Groceries' : '',
    trans_details: `Row ${i}`,
    date: `2024-01-${String((i % 28) + 1).padStart(2, '0')}` as IsoDate,
    created_at: now.toISOString(),
    scheduled_id: null,
    wish_id: null,
  }));
}

async function derivedTables() {
  return {
    balances: await db.balances.toArray(),
    days: await db.days.toArray(),
    categoryUse: await db.categoryUse.toArray(),
    searchRows: await db.searchRows.count(),
  };
}

const file = { id: batch, fileName: 'statement.csv', format: 'csv' };

describe('importTransactions', () => {
  it('writes the rows, their derived figures and one put each in the outbox, and lists the batch', async () => {
    const rows = fileRows(5);
    const progress: number[] = [];
    expect(await importTransactions(db, file, rows, { now, onProgress: (done) => progress.push(done) })).toEqual({
      added: 5,
    });
    expect(await db.transactions.count()).toBe(5);
    expect((await db.outbox.toArray()).map((entry) => [entry.name, entry.recordKey])).toEqual(
      rows.map((row) => ['transaction.put.v1', `transaction:${row.id}`]),
    );
    expect(await db.balances.toArray()).toEqual([
      { currency: 'EUR', cents: -101 + 103, count: 2 },
      { currency: 'USD', cents: 100 - 102 - 104, count: 3 },
    ]);
    // The search rows are filled in behind the chunks, and the index is complete again.
    await buildDeferredSearchIndex(db);
    expect((await db.searchRows.toArray()).map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(await searchIndexState(db)).toBe('ready');
    expect(await importBatches(db)).toEqual([{ ...file, importedAt: now.toISOString(), added: 5 }]);
    expect(progress).toEqual([5]);
  });

  it('adds nothing when the same file is imported a second time', async () => {
    const rows = fileRows(2500);
    await importTransactions(db, file, rows, { now });
    await buildDeferredSearchIndex(db);
    const before = { derived: await derivedTables(), outbox: await db.outbox.count() };

    expect(await importTransactions(db, file, rows, { now })).toEqual({ added: 0 });
    expect(await db.transactions.count()).toBe(2500);
    expect({ derived: await derivedTables(), outbox: await db.outbox.count() }).toEqual(before);
    expect((await importBatches(db))[0]?.added).toBe(2500);
  }, 30_000);

  it('keeps the search rows beside each chunk while a first sync has the index deferred', async () => {
    await db.syncState.put({ key: 'searchIndex', value: 'deferred' });
    await importTransactions(db, file, fileRows(3), { now });
    expect(await db.searchRows.count()).toBe(3);
    expect(await searchIndexState(db)).toBe('deferred');
  });

  it("writes in date order whatever the file's order, so a chunk changes the day rows of a few days", async () => {
    const rows = fileRows(4).reverse();
    await importTransactions(db, file, rows, { now });
    const queued = (await db.outbox.toArray()).map((entry) => (entry.args as TransactionRecord).date);
    expect(queued).toEqual(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04']);
  });

  it('adds only the rows a first import skipped', async () => {
    const rows = fileRows(10);
    await importTransactions(db, file, rows.slice(0, 7), { now });
    expect(await importTransactions(db, file, rows, { now })).toEqual({ added: 3 });
    expect((await importBatches(db))[0]?.added).toBe(10);
  });
});

describe("an OFX statement's ledger balance", () => {
  it('is kept with the import and offered for its account until a later statement is reconciled', async () => {
    const card = await addAccount(db, anAccountInput({ name: 'Card', currency: 'USD' }), now);
    const usdRows = fileRows(3).map((row) => ({ ...row, currency: 'USD' as const, account_id: card.id }));
    const ledger = { cents: -7740, date: '2024-06-30' };
    await importTransactions(db, { ...file, accountId: card.id, ledger }, usdRows, { now });
    expect(await importedStatement(db, card.id, null)).toEqual({ ...ledger, fileName: 'statement.csv' });
    expect(await importedStatement(db, card.id, '2024-05-31')).toEqual({ ...ledger, fileName: 'statement.csv' });
    expect(await importedStatement(db, card.id, '2024-06-30')).toBeUndefined();
    expect(await importedStatement(db, 'another-account', null)).toBeUndefined();
  });
});

describe('undoImport', () => {
  it('removes exactly the batch, through deletes, and the derived figures return to what they were', async () => {
    await addTransaction(
      db,
      {
        amount_cents: 999 as Cents,
        currency: 'EUR',
        trans_status: 'withdraw',
        category: 'Groceries',
        trans_details: 'Mine',
        date: '2024-01-02' as IsoDate,
      },
      now,
    );
    await importTransactions(db, { ...file, id: 'bbbbbbbbbbbbbbbbbbbbbbbb' }, fileRows(3, 'bbbbbbbbbbbbbbbbbbbbbbbb'), {
      now,
    });
    await buildDeferredSearchIndex(db);
    const before = await derivedTables();
    const kept = await db.transactions.toArray();
    const outboxBefore = await db.outbox.count();

    await importTransactions(db, file, fileRows(4100), { now });
    const progress: number[] = [];
    expect(await undoImport(db, batch, { onProgress: (done) => progress.push(done) })).toEqual({ removed: 4100 });

    await buildDeferredSearchIndex(db);
    expect(await db.transactions.toArray()).toEqual(kept);
    expect(await derivedTables()).toEqual(before);
    const deletes = (await db.outbox.toArray()).slice(outboxBefore + 4100);
    expect(deletes).toHaveLength(4100);
    expect(deletes.every((entry) => entry.name === 'transaction.delete.v1')).toBe(true);
    // Chunk by chunk, the last one short.
    const whole = Array.from({ length: Math.floor(4100 / importChunkSize) }, (_, i) => (i + 1) * importChunkSize);
    expect(progress).toEqual([...whole, 4100]);
    expect((await importBatches(db)).map((row) => row.id)).toEqual(['bbbbbbbbbbbbbbbbbbbbbbbb']);
  }, 60_000);
});

describe('previewImport', () => {
  it('sorts rows into new, duplicates of stored transactions and already imported', async () => {
    const stored = await addTransaction(
      db,
      anEntry({ amount_cents: 4567, category: '', trans_details: 'Rewe', date: '2024-01-02' }),
      now,
    );
    const rows = fileRows(3).map((row, i) =>
      i === 0
        ? {
            ...row,
            amount_cents: 4567 as Cents,
            currency: 'EUR' as const,
            trans_status: 'withdraw' as const,
            trans_details: 'REWE Markt GmbH',
            date: '2024-01-02' as IsoDate,
          }
        : row,
    );
    await importTransactions(db, file, [rows[2]!], { now });

    const preview = await previewImport(db, batch, rows);
    expect(preview.duplicates).toEqual([{ record: rows[0], existing: stored }]);
    expect(preview.fresh).toEqual([rows[1]]);
    expect(preview.alreadyImported).toBe(1);
  });

  it('takes a row for a duplicate only of a transaction in the same account', async () => {
    const card = await addAccount(db, anAccountInput({ account_type: 'credit_card', opening_cents: 0 }), now);
    const coffee = { amount_cents: 350, category: '', trans_details: 'Coffee', date: '2024-01-02' };
    const onCard = await addTransaction(db, anEntry({ ...coffee, account_id: card.id }), now);
    await addTransaction(db, anEntry(coffee), now);
    const [row] = fileRows(1).map((r) => ({ ...r, ...anEntry(coffee), id: r.id }));
    const intoCard = { ...row!, account_id: card.id };
    expect((await previewImport(db, batch, [intoCard])).duplicates).toEqual([{ record: intoCard, existing: onCard }]);
    const intoCash = { ...row!, account_id: currencyAccountId('EUR') };
    expect((await previewImport(db, batch, [intoCash])).duplicates.map((d) => d.existing.account_id)).toEqual([
      undefined,
    ]);
    const intoSavings = { ...row!, account_id: 'savings' };
    expect(await previewImport(db, batch, [intoSavings])).toMatchObject({ fresh: [intoSavings], duplicates: [] });
  });

  it('flags a card charge typed by hand that the file books two days later (issue 48, item 4)', async () => {
    const typed = await addTransaction(
      db,
      anEntry({
        amount_cents: 2390,
        category: 'Dining',
        payee: 'Trattoria Roma',
        trans_details: '',
        date: '2024-01-05',
      }),
      now,
    );
    const [row] = fileRows(1).map((r) => ({
      ...r,
      ...anEntry({
        amount_cents: 2390,
        category: '',
        payee: 'TRATTORIA ROMA',
        trans_details: 'Card 4242',
        date: '2024-01-07',
      }),
      id: r.id,
    }));
    expect((await previewImport(db, batch, [row!])).duplicates).toEqual([{ record: row, existing: typed }]);
    const weekLater = { ...row!, date: '2024-01-12' as IsoDate };
    expect(await previewImport(db, batch, [weekLater])).toMatchObject({ fresh: [weekLater], duplicates: [] });
  });

  it("does not take a file's own rows for duplicates of themselves", async () => {
    const rows = fileRows(3);
    await importTransactions(db, file, rows.slice(0, 1), { now });
    const preview = await previewImport(db, batch, rows);
    expect(preview).toEqual({ fresh: rows.slice(1), duplicates: [], alreadyImported: 1 });
  });
});
