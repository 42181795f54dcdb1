import type { NetWorth } from '../../domain/netWorth';
import type { MoneyKitchenDb } from '../../db/database';
import { rebuildDerived } from '../../db/rebuildDerived';
import { loadNetWorth } from '../../db/queries/netWorth';
import { rebuildSearchIndexInBackground } from '../../db/searchIndex';
import { formatCents, formatMoney } from '../../ui/formatCents';

export interface Recalculation {
  currencies: number;
  records: number;
  worth: NetWorth;
}

/** "Recalculate Networth", done locally: every derived table rebuilt from the transactions. */
export async function recalculateNetWorth(db: MoneyKitchenDb): Promise<Recalculation> {
  const rebuilt = await rebuildDerived(db);
  rebuildSearchIndexInBackground(db);
  const worth = await loadNetWorth(db);
  // One balance row is written per currency, so both figures are the number of currencies held.
  return { currencies: rebuilt.currencies, records: rebuilt.currencies, worth };
}

/** The alert after a recalculation (spec section 7): currencies, records, total and the breakdown. */
export function recalculationSummary({ currencies, records, worth }: Recalculation): string {
  const lines = [
    'Networth recalculated successfully!',
    '',
    `Currencies processed: ${currencies}`,
    `Networth records created: ${records}`,
    `Updated total networth: ${formatMoney(worth.total, worth.currency)}`,
  ];
  if (worth.missing.length > 0) lines.push(`(rate missing for ${worth.missing.join(', ')}: not counted)`);
  if (worth.perCurrency.length > 0) {
    lines.push('', 'Currency breakdown:');
    for (const row of worth.perCurrency)
      lines.push(`• ${row.currency}: ${formatCents(row.cents, { currency: row.currency })}`);
  }
  return lines.join('\n');
}
