import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { rowDetails } from '../../domain/transfers';
import { addTransaction } from '../commands/transactions';
import { addTransfer } from '../commands/transfers';
import type { MoneyKitchenDb } from '../database';
import { freshTestDb } from './testDb';
import { searchKeysMeasureName, transactionResults, type TransactionQuery } from './transactionSearch';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = freshTestDb();
});
afterEach(() => db.close());

const now = new Date('2026-03-20T12:00:00Z');
const dayOf = (n: number) => `2026-02-${String(1 + (n % 28)).padStart(2, '0')}` as IsoDate;

/** `count` transactions with `details`, over February (several a day), added in no date order. */
async function addMany(details: (n: number) => string, count: number) {
  for (let n = 0; n < count; n++) {
    await addTransaction(
      db,
      {
        amount_cents: (100 + n) as Cents,
        currency: 'USD' as CurrencyCode,
        trans_status: 'withdraw',
        category: 'Transport',
        trans_details: details(n),
        date: dayOf((n * 11) % 17),
      },
      now,
    );
  }
}

/** Every page of the query, and whether any page read the keys of every match. */
async function everyPage(query: TransactionQuery) {
  performance.clearMeasures(searchKeysMeasureName);
  const pages: string[][] = [];
  let page = 1;
  let result;
  do {
    result = await transactionResults(db, query, page, 10);
    pages.push(result.rows.map(rowDetails));
    page += 1;
  } while (page <= result.numPages);
  const readAllKeys = performance.getEntriesByName(searchKeysMeasureName).length > 0;
  return { pages, totalCount: result.totalCount, readAllKeys };
}

/** The same rows through the keys of every match: the word and a category that every row has. */
const throughAllKeys = (text: string) => everyPage({ text, categories: ['Transport'] });

describe('a search for one word, read by a count and one page of its index entries', () => {
  beforeEach(async () => {
    await addMany((n) => `Taxi ${n}`, 23);
    await addMany((n) => `Bus ${n}`, 6);
  });

  it('gives every page, newest first, and the count that the keys of every match give', async () => {
    const oneWord = await everyPage({ text: 'taxi' });
    expect(oneWord.readAllKeys).toBe(false);
    expect(oneWord.totalCount).toBe(23);
    expect(oneWord.pages.map((rows) => rows.length)).toEqual([10, 10, 3]);
    const keys = await throughAllKeys('taxi');
    expect(keys.readAllKeys).toBe(true);
    expect(oneWord.pages).toEqual(keys.pages);
  });

  it('reads the keys when two words start with the term, so a record holding both counts once', async () => {
    await addMany((n) => `Taxis and a taxi ${n}`, 3);
    const result = await everyPage({ text: 'tax' });
    expect(result.readAllKeys).toBe(true);
    expect(result.totalCount).toBe(26);
  });

  it('merges the transfers the word finds into page 1, and reads the keys for the pages after it', async () => {
    await addTransfer(
      db,
      {
        out_cents: 50_00 as Cents,
        out_currency: 'USD' as CurrencyCode,
        in_cents: 46_00 as Cents,
        in_currency: 'EUR' as CurrencyCode,
        date: '2026-02-28' as IsoDate,
        details: 'Taxi fund to the euro pocket',
      },
      now,
    );
    const first = await transactionResults(db, { text: 'taxi' }, 1, 10);
    expect(first.totalCount).toBe(24);
    expect(rowDetails(first.rows[0]!)).toBe('Taxi fund to the euro pocket');
    const all = await everyPage({ text: 'taxi' });
    expect(all.pages.flat()).toHaveLength(24);
    expect(new Set(all.pages.flat()).size).toBe(24);
  });

  it('answers again, live, when a new record has the word', async () => {
    const answers: number[] = [];
    const subscription = liveQuery(() => transactionResults(db, { text: 'taxi' }, 1, 10)).subscribe((result) =>
      answers.push(result.totalCount),
    );
    await expect.poll(() => answers.at(-1)).toBe(23);
    await addMany((n) => `Late taxi ${n}`, 1);
    await expect.poll(() => answers.at(-1)).toBe(24);
    subscription.unsubscribe();
  });
});
