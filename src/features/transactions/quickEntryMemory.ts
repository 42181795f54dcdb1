import { isCurrencyCode } from '../../domain/currencies';
import type { TransactionKind } from '../../domain/records';

/**
 * What the add form remembers between additions on this device (issue 18 section 4): the last
 * currency and the last category of each type. Kept in localStorage per database (so per person),
 * never synced: another device keeps its own habits.
 */
export interface QuickEntryMemory {
  currency?: string;
  category: Partial<Record<TransactionKind, string>>;
}

const keyFor = (databaseName: string) => `money-kitchen:quick-entry:${databaseName}`;

/** What was remembered, ignoring anything unreadable (another version's shape, a full or blocked storage). */
export function recallQuickEntry(databaseName: string): QuickEntryMemory {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(keyFor(databaseName)) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return { category: {} };
    const { currency, category } = raw as { currency?: unknown; category?: unknown };
    const categories = typeof category === 'object' && category !== null ? (category as Record<string, unknown>) : {};
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    return {
      ...(typeof currency === 'string' && isCurrencyCode(currency) ? { currency } : {}),
      category: {
        ...(text(categories.deposit) ? { deposit: text(categories.deposit) } : {}),
        ...(text(categories.withdraw) ? { withdraw: text(categories.withdraw) } : {}),
      },
    };
  } catch {
    return { category: {} };
  }
}

/** Remembers the currency and category of a transaction just added; an empty category leaves the last one. */
export function rememberQuickEntry(
  databaseName: string,
  added: { currency: string; trans_status: TransactionKind; category: string },
): void {
  const memory = recallQuickEntry(databaseName);
  const next: QuickEntryMemory = {
    currency: added.currency,
    category: added.category ? { ...memory.category, [added.trans_status]: added.category } : memory.category,
  };
  try {
    localStorage.setItem(keyFor(databaseName), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the form simply opens without the memory next time.
  }
}
