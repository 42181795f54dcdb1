import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import november from '../../../tests/fixtures/import/bank-de-header-block-november.csv?raw';
import october from '../../../tests/fixtures/import/bank-de-header-block-october.csv?raw';
import american from '../../../tests/fixtures/import/bank-us-comma.csv?raw';
import { MoneyKitchenDb } from '../../db/database';
import { applyMapping, guessMapping, type CsvMapping } from './parse/csvMapping';
import { readCsvTable } from './parse/csvTable';
import { csvHeaderSignature, csvSource } from './parse/fileSource';
import { findRememberedMapping, rememberMapping } from './rememberedMappings';
import { csvSampleOf } from './workerMessages';

const name = 'remembered-mappings-test';
let db: MoneyKitchenDb;
beforeEach(async () => {
  db = new MoneyKitchenDb(name);
  await db.open();
});
afterEach(async () => {
  db.close();
  await Dexie.delete(name);
});

const opened = (text: string) => {
  const table = readCsvTable(text);
  return { table, sample: csvSampleOf(table), guess: guessMapping(table, 'EUR') };
};

/** What the wizard does once the file is imported: the mapping kept under its header's signature. */
async function importedWith(text: string, mapping: CsvMapping) {
  const { sample } = opened(text);
  await rememberMapping(db, await csvHeaderSignature(sample.rows[mapping.skipRows]!), mapping, new Date());
}

describe('a remembered CSV mapping (issue 48, item 3)', () => {
  it('starts the next statement of the same bank from the mapping the last one was imported with', async () => {
    const first = opened(october);
    // The person took the purpose for the description and the booking text for more of it.
    const adjusted: CsvMapping = { ...first.guess, description: [4, 2], defaultCurrency: 'EUR' };
    expect(first.guess.description).not.toEqual(adjusted.description);
    expect(await findRememberedMapping(db, first.sample)).toBeUndefined();
    await importedWith(october, adjusted);

    const next = opened(november);
    const remembered = await findRememberedMapping(db, next.sample);
    expect(remembered).toEqual(adjusted);
    expect(
      applyMapping(next.table, remembered!).rows.map((row) => [row.date, row.amount_cents, row.trans_details]),
    ).toEqual([
      ['2026-11-28', 1250, 'Frühstück · Lastschrift'],
      ['2026-11-15', 6104, 'Einkauf Filiale 0815 · Lastschrift'],
      ['2026-11-02', 102400, 'Erstattung 2025 · Gutschrift'],
    ]);
    // The account is known by the number above the table, whatever else the block says this month.
    const [a, b] = await Promise.all([
      csvSource(first.table.rows, adjusted, 'oct.csv'),
      csvSource(next.table.rows, remembered!, 'nov.csv'),
    ]);
    expect(b.signature).toBe(a.signature);
  });

  it('finds the header where this file has it: a block one line longer', async () => {
    await importedWith(october, opened(october).guess);
    const longer = october.replace('"Zeitraum:"', '"Dispositionskredit:";"2.000,00 EUR";\r\n"Zeitraum:"');
    const remembered = await findRememberedMapping(db, opened(longer).sample);
    expect(remembered?.skipRows).toBe(4);
  });

  it('keeps each header its own mapping, and ignores one that no longer fits', async () => {
    await importedWith(october, opened(october).guess);
    expect(await findRememberedMapping(db, opened(american).sample)).toBeUndefined();

    const signature = await csvHeaderSignature(opened(american).sample.rows[0]!);
    await db.csvMappings.put({ signature, mapping: { ...opened(american).guess, date: 9 }, savedAt: '' });
    expect(await findRememberedMapping(db, opened(american).sample)).toBeUndefined();
    await db.csvMappings.put({ signature, mapping: { old: true }, savedAt: '' });
    expect(await findRememberedMapping(db, opened(american).sample)).toBeUndefined();
  });
});
