import { currencyAmountsOf, currencyTotalTooLargeText, exceedsCurrencyTotal } from '../../src/domain/currencyTotals';
import type { Change } from '../../src/domain/mutations';
import type { RecordKind, RecordKinds } from '../../src/domain/records';
import { accountProblem, madeCurrencyAccount } from '../../src/domain/accountRules';
import { ruleViolation } from '../records/recordRules';

/**
 * A restore is applied in chunks, each its own database transaction, so that other requests get
 * the database in between. For a refused file to still change nothing, the rules a restore can
 * break are checked here first, on the whole plan in memory, in the order the chunks apply it:
 * the stored-state rules of recordRules.ts, the accounts records name, and the per-currency total limit. (Occurrences deleted
 * since the file was made are left out of the plan before this.) The same rules run again as each
 * chunk is written, for the person's other devices writing meanwhile.
 *
 * `stored` holds the person's live records by kind and id; `totals` the stored sum per currency.
 */
export function firstRestoreRefusal(
  changes: readonly Change[],
  stored: { [K in RecordKind]: ReadonlyMap<string, RecordKinds[K]> },
  totals: Map<string, number>,
): string | undefined {
  const current = new Map<string, RecordKinds[RecordKind] | undefined>();
  const currentOf = (change: Change) => {
    const key = `${change.kind}\u0000${change.id}`;
    return current.has(key) ? current.get(key) : stored[change.kind].get(change.id);
  };
  // A missing account of a currency is made on first use when the chunk is written (accountRule.ts).
  const accountOf = (id: string) =>
    (currentOf({ kind: 'account', op: 'delete', id }) as RecordKinds['account'] | undefined) ??
    madeCurrencyAccount(id, 0, new Date());
  for (const change of changes) {
    const before = currentOf(change);
    const violation = ruleViolation(change, before) ?? accountProblem(change, (id) => accountOf(id));
    if (violation) return violation;
    for (const { currency, cents } of currencyAmountsOf(change.kind, before)) {
      totals.set(currency, (totals.get(currency) ?? 0) - cents);
    }
    for (const { currency, cents } of currencyAmountsOf(change.kind, change.op === 'put' ? change.record : undefined)) {
      const others = totals.get(currency) ?? 0;
      if (exceedsCurrencyTotal(others, cents)) return currencyTotalTooLargeText(currency);
      totals.set(currency, others + cents);
    }
    current.set(`${change.kind}\u0000${change.id}`, change.op === 'put' ? change.record : undefined);
  }
  return undefined;
}
