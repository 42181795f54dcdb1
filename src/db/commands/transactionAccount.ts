import { accountIdOf } from '../../domain/ledgerAccounts';
import { optionalRecordFields, type TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { accountById } from '../queries/accounts';
import { CommandRefused } from './CommandRefused';

export const transactionAccountTexts = {
  unknownAccount: 'Choose an account: the one named is not on this device.',
  closedAccount: 'This account is closed: reopen it, or choose another one.',
  accountCentsNeeded: (currency: string) => `Enter the amount in ${currency}, the account's currency.`,
  accountCentsNotNeeded: "The amount is in the account's currency: leave the second amount out.",
  sameCurrencyOnly: (currency: string) => `Choose ${currency}, the account's currency, or another account.`,
} as const;

/**
 * For what makes transactions later (a scheduled item's occurrences, a wish's purchase): a named
 * account is known and holds the same currency, since nobody is there to say the amount in another.
 */
export async function refuseAccountOfOtherCurrency(
  db: MoneyKitchenDb,
  accountId: string | undefined,
  currency: string,
): Promise<void> {
  if (accountId === undefined) return;
  const account = await accountById(db, accountId);
  if (!account) throw new CommandRefused(transactionAccountTexts.unknownAccount);
  if (account.currency !== currency)
    throw new CommandRefused(transactionAccountTexts.sameCurrencyOnly(account.currency));
}

/** Optional fields set to undefined go, so the stored record and its put hold only what is there. */
export function withoutAbsentFields<R extends object>(record: R): R {
  const kept = { ...record } as Record<string, unknown>;
  for (const field of optionalRecordFields) if (kept[field] === undefined) delete kept[field];
  return kept as unknown as R;
}

/**
 * The account rules of a transaction (ACCOUNTS.md): its account exists; paid in another currency than
 * the account's, it carries the amount in the account's currency, and only then. A closed account
 * takes no new money, but a transaction already in it may be edited.
 */
export async function refuseWrongAccount(
  db: MoneyKitchenDb,
  record: TransactionRecord,
  before?: TransactionRecord,
): Promise<void> {
  const id = accountIdOf(record);
  const account = await accountById(db, id);
  if (!account) throw new CommandRefused(transactionAccountTexts.unknownAccount);
  if (account.closed && (!before || accountIdOf(before) !== id))
    throw new CommandRefused(transactionAccountTexts.closedAccount);
  const foreign = account.currency !== record.currency;
  if (foreign && record.account_cents === undefined)
    throw new CommandRefused(transactionAccountTexts.accountCentsNeeded(account.currency));
  if (!foreign && record.account_cents !== undefined)
    throw new CommandRefused(transactionAccountTexts.accountCentsNotNeeded);
}
