import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { transferTexts } from '../../domain/transfers';
import { loadNetWorth } from '../queries/netWorth';
import { netWorthLine } from '../queries/trends';
import { reportFor } from '../queries/reports';
import { countTransactions } from '../queries/transactions';
import { CommandRefused } from './CommandRefused';
import { addTransaction } from './transactions';
import { addTransfer, deleteTransfer, updateTransfer } from './transfers';
import { cashForTheTrip, marchSalary } from '../../../tests/support/records';
import { db } from '../queries/freshDbPerTest';

const now = new Date('2026-03-10T08:30:00.000Z');
const exchange = cashForTheTrip('2026-03-10');

const balances = async () => Object.fromEntries((await db.balances.toArray()).map((row) => [row.currency, row.cents]));
const outbox = async () => (await db.outbox.toArray()).map(({ name, args, recordKey }) => ({ name, args, recordKey }));

async function salary() {
  await addTransaction(db, marchSalary(), now);
}

describe('addTransfer', () => {
  it('writes one record, moves both balances and puts it in the outbox, in one go', async () => {
    await salary();
    const transfer = await addTransfer(db, exchange, now);

    expect(await db.transfers.toArray()).toEqual([{ ...exchange, id: transfer.id, created_at: now.toISOString() }]);
    expect(await balances()).toEqual({ USD: 900_00, EGP: 4850_00 });
    expect((await outbox()).at(-1)).toEqual({
      name: 'transfer.put.v1',
      args: transfer,
      recordKey: `transfer:${transfer.id}`,
    });
  });

  it('is neither income nor expense: day rows, category use and the transaction count stay as they were', async () => {
    await salary();
    const before = { days: await db.days.toArray(), uses: await db.categoryUse.toArray() };
    await addTransfer(db, exchange, now);

    expect(await db.days.toArray()).toEqual(before.days);
    expect(await db.categoryUse.toArray()).toEqual(before.uses);
    expect(await countTransactions(db, {})).toBe(1);
    const march = await reportFor(db, '2026-03-01' as IsoDate, '2026-03-31' as IsoDate, 'USD');
    expect([march.total_deposit, march.total_withdraw]).toEqual([1000_00, 0]);
  });

  it('keeps a currency that only transfers touched, and drops it when they are gone', async () => {
    const transfer = await addTransfer(db, exchange, now);
    expect(await db.balances.toArray()).toEqual([
      { currency: 'EGP', cents: 4850_00, count: 0, transfers: 1 },
      { currency: 'USD', cents: -100_00, count: 0, transfers: 1 },
    ]);
    await deleteTransfer(db, transfer.id);
    expect(await db.balances.toArray()).toEqual([]);
  });

  it('refuses the same currency on both sides and writes nothing', async () => {
    await expect(addTransfer(db, { ...exchange, in_currency: 'USD' }, now)).rejects.toEqual(
      new CommandRefused(transferTexts.sameCurrency),
    );
    expect(await db.transfers.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.balances.count()).toBe(0);
  });
});

describe('updateTransfer and deleteTransfer', () => {
  it('moves the balances from the old sides to the new ones and sends only the changed fields', async () => {
    await salary();
    const transfer = await addTransfer(db, exchange, now);
    await updateTransfer(db, transfer, { ...exchange, in_cents: 90_00 as Cents, in_currency: 'EUR' });

    expect(await balances()).toEqual({ USD: 900_00, EUR: 90_00 });
    expect((await outbox()).at(-1)).toMatchObject({
      name: 'transfer.patch.v1',
      args: {
        id: transfer.id,
        fields: { in_cents: { from: 4850_00, to: 90_00 }, in_currency: { from: 'EGP', to: 'EUR' } },
      },
    });
  });

  it('deletes both sides together', async () => {
    await salary();
    const transfer = await addTransfer(db, exchange, now);
    await deleteTransfer(db, transfer.id);

    expect(await db.transfers.count()).toBe(0);
    expect(await balances()).toEqual({ USD: 1000_00 });
    expect((await outbox()).at(-1)).toEqual({
      name: 'transfer.delete.v1',
      args: { id: transfer.id },
      recordKey: `transfer:${transfer.id}`,
    });
  });
});

describe('transfers and the derived figures', () => {
  it('net worth moves only by the difference in value', async () => {
    await db.rates.put({ date: '2026-03-01', rates: { EGP: 50 } });
    await salary();
    const before = await loadNetWorth(db);
    await addTransfer(db, exchange, now); // 100 USD for 4,850 EGP = 97 USD at 50 EGP a dollar
    const after = await loadNetWorth(db);
    expect(after.total - before.total).toBe(-3_00);
  });

  it('the net worth trend moves in the month of the transfer, not before it', async () => {
    await db.rates.put({ date: '2025-01-01', rates: { EGP: 50 } });
    await salary();
    await addTransfer(db, exchange, now);
    const { points } = await netWorthLine(db, '2026-03-20' as IsoDate);
    // January and February held nothing; March ends with 900 USD and 4,850 EGP (97 USD).
    expect(points.slice(-3).map((point) => point.cents)).toEqual([0, 0, 997_00]);
  });
});
