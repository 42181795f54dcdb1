import { isCurrencyCode } from '../domain/currencies';

/**
 * The currencies this device saved something in lately, per person, the latest first (issue 46,
 * item 4): the currency picker offers them right after the favorite. Kept in localStorage beside the
 * last used account, not synced; storage may be blocked, and then there are none.
 */

const storageKey = (userId: string) => `money-kitchen:${userId}:recentCurrencies`;

/** How many the picker keeps: enough for a person's few currencies, short enough to stay "the usual ones". */
export const recentCurrencyCount = 5;

export function readRecentCurrencies(userId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isCurrencyCode).slice(0, recentCurrencyCount) : [];
  } catch {
    return [];
  }
}

/** Puts the codes saved (one, or a transfer's two) at the head of the list. */
export function rememberRecentCurrencies(userId: string, ...codes: string[]): void {
  const used: string[] = codes.filter(isCurrencyCode);
  if (used.length === 0) return;
  const kept = readRecentCurrencies(userId).filter((code) => !used.includes(code));
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify([...new Set(used), ...kept].slice(0, recentCurrencyCount)));
  } catch {
    // Storage blocked: the picker lists the favorite, then the rest by code.
  }
}
