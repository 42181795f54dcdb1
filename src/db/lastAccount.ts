/**
 * The account this device last put a transaction in, per person (issue 44, item 2): the add form
 * starts there. Kept in localStorage, not synced: each device has its own habit (the phone pays by card,
 * the laptop imports the bank's file). Storage may be blocked; then there is simply no default.
 */

const storageKey = (userId: string) => `money-kitchen:${userId}:lastAccountId`;

export function readLastAccountId(userId: string): string | undefined {
  try {
    return localStorage.getItem(storageKey(userId)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberLastAccountId(userId: string, accountId: string): void {
  try {
    localStorage.setItem(storageKey(userId), accountId);
  } catch {
    // Storage blocked: the form falls back to the first open account.
  }
}

/**
 * The account the add form offers: the last used one while it is open, else the first open one (in
 * list order), else none.
 */
export function defaultAccountId(
  lastUsed: string | undefined,
  accounts: readonly { account: { id: string; closed: boolean } }[],
): string | undefined {
  const open = accounts.filter(({ account }) => !account.closed);
  return open.find(({ account }) => account.id === lastUsed)?.account.id ?? open[0]?.account.id;
}

const importKey = (userId: string, signature: string) => `money-kitchen:${userId}:importAccount:${signature}`;

/**
 * The account a file of this signature (an OFX account id, a CSV header) was last imported into on
 * this device (issue 44, item 7), so the next statement of the same bank goes there by default.
 */
export function readImportAccountId(userId: string, signature: string): string | undefined {
  try {
    return localStorage.getItem(importKey(userId, signature)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberImportAccountId(userId: string, signature: string, accountId: string): void {
  try {
    localStorage.setItem(importKey(userId, signature), accountId);
  } catch {
    // Storage blocked: the import asks again next time.
  }
}

/**
 * The account an import starts in: the one this file's signature went into last, while it is open;
 * else the add form's default (the last used account, then the first open one); else none.
 */
export function importAccountDefault(
  remembered: string | undefined,
  lastUsed: string | undefined,
  accounts: readonly { account: { id: string; closed: boolean } }[],
): string | undefined {
  const open = accounts.some(({ account }) => account.id === remembered && !account.closed);
  return defaultAccountId(open ? remembered : lastUsed, accounts);
}
