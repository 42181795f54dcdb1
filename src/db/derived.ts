import type { TransactionRecord } from '../domain/records';
import type { BalanceRow, CategoryUseKey, CategoryUseRow, DayTotalKey, DayTotalRow, MoneyKitchenDb } from './database';

interface Sum {
  cents: number;
  count: number;
}

/**
 * Changes to the derived tables, gathered in memory and written with one bulk read and one bulk
 * write per table: a pulled page of a thousand transactions costs three round trips, not six
 * thousand. Used inside the transaction of every write, so the figures always match the records.
 */
export class DerivedChanges {
  private readonly balances = new Map<string, Sum>();
  private readonly days = new Map<string, Sum & { key: DayTotalKey }>();
  private readonly uses = new Map<string, { key: CategoryUseKey; count: number }>();

  /** Records the move from `before` to `after` (undefined for none) of one transaction. */
  replace(before: TransactionRecord | undefined, after: TransactionRecord | undefined): this {
    if (before) this.add(before, -1);
    if (after) this.add(after, 1);
    return this;
  }

  private add(record: TransactionRecord, sign: 1 | -1) {
    const signed = record.trans_status === 'deposit' ? record.amount_cents : -record.amount_cents;
    const balance = this.balances.get(record.currency) ?? { cents: 0, count: 0 };
    this.balances.set(record.currency, { cents: balance.cents + sign * signed, count: balance.count + sign });

    const dayKey: DayTotalKey = [record.date, record.trans_status, record.category, record.currency];
    const dayId = dayKey.join('\u0000');
    const day = this.days.get(dayId) ?? { key: dayKey, cents: 0, count: 0 };
    this.days.set(dayId, { key: dayKey, cents: day.cents + sign * record.amount_cents, count: day.count + sign });

    if (record.category) {
      const useKey: CategoryUseKey = [record.trans_status, record.category];
      const useId = useKey.join('\u0000');
      const use = this.uses.get(useId) ?? { key: useKey, count: 0 };
      this.uses.set(useId, { key: useKey, count: use.count + sign });
    }
  }

  async writeTo(db: MoneyKitchenDb): Promise<void> {
    await this.writeBalances(db);
    await this.writeDays(db);
    await this.writeUses(db);
  }

  private async writeBalances(db: MoneyKitchenDb) {
    const currencies = [...this.balances.keys()];
    const current = await db.balances.bulkGet(currencies);
    const puts: BalanceRow[] = [];
    const deletes: string[] = [];
    currencies.forEach((currency, i) => {
      const delta = this.balances.get(currency)!;
      const next = {
        currency,
        cents: (current[i]?.cents ?? 0) + delta.cents,
        count: (current[i]?.count ?? 0) + delta.count,
      };
      if (next.count <= 0) deletes.push(currency);
      else puts.push(next);
    });
    await db.balances.bulkDelete(deletes);
    await db.balances.bulkPut(puts);
  }

  private async writeDays(db: MoneyKitchenDb) {
    const entries = [...this.days.values()];
    const current = await db.dayTotals.bulkGet(entries.map((e) => e.key));
    const puts: DayTotalRow[] = [];
    const deletes: DayTotalKey[] = [];
    entries.forEach((entry, i) => {
      const [date, kind, category, currency] = entry.key;
      const count = (current[i]?.count ?? 0) + entry.count;
      const cents = (current[i]?.cents ?? 0) + entry.cents;
      if (count <= 0) deletes.push(entry.key);
      else puts.push({ date, kind, category, currency, cents, count });
    });
    await db.dayTotals.bulkDelete(deletes);
    await db.dayTotals.bulkPut(puts);
  }

  private async writeUses(db: MoneyKitchenDb) {
    const entries = [...this.uses.values()];
    const current = await db.categoryUse.bulkGet(entries.map((e) => e.key));
    const puts: CategoryUseRow[] = [];
    const deletes: CategoryUseKey[] = [];
    entries.forEach((entry, i) => {
      const [kind, category] = entry.key;
      const count = (current[i]?.count ?? 0) + entry.count;
      if (count <= 0) deletes.push(entry.key);
      else puts.push({ kind, category, count });
    });
    await db.categoryUse.bulkDelete(deletes);
    await db.categoryUse.bulkPut(puts);
  }
}

/** "Recalculate": rebuilds every derived table from the transactions, in one transaction. */
export async function rebuildDerived(db: MoneyKitchenDb): Promise<{ currencies: number; transactions: number }> {
  return db.transaction('rw', [db.transactions, db.balances, db.dayTotals, db.categoryUse], async () => {
    await Promise.all([db.balances.clear(), db.dayTotals.clear(), db.categoryUse.clear()]);
    const changes = new DerivedChanges();
    let transactions = 0;
    await db.transactions.each((record) => {
      transactions += 1;
      changes.replace(undefined, record);
    });
    await changes.writeTo(db);
    return { currencies: await db.balances.count(), transactions };
  });
}
