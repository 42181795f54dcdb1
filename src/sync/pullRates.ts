import type { MoneyKitchenDb } from '../db/database';
import { readState, writeState } from './syncState';
import type { SyncTransport } from './transport';

/** Protocol step 9: dated rate tables changed since this device's version, so conversion works offline. */
export async function pullRates(db: MoneyKitchenDb, transport: SyncTransport): Promise<number> {
  let after = Number((await readState(db, 'ratesUpTo')) ?? '0');
  let received = 0;
  for (;;) {
    const page = await transport.rates(after);
    await db.transaction('rw', db.rates, db.syncState, async () => {
      await db.rates.bulkPut(page.tables);
      await writeState(db, 'ratesUpTo', String(page.cursor));
    });
    received += page.tables.length;
    after = page.cursor;
    if (!page.more) return received;
  }
}
