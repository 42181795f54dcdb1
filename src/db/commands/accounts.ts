import * as v from 'valibot';
import { currencyOfCurrencyAccount } from '../../domain/ledgerAccounts';
import { recordSchemas, type AccountRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { newRecordId } from '../ids';
import { accountById } from '../queries/accounts';
import { CommandRefused } from './CommandRefused';
import { putNewRecord, saveEdit } from './recordWrites';

/** What a person enters for an account (the add/edit form); order, state and reconciliation are kept here. */
export type AccountInput = Pick<
  AccountRecord,
  'name' | 'account_type' | 'currency' | 'opening_cents' | 'opening_date' | 'note' | 'last_four'
>;

export const accountTexts = {
  currencyInUse: (count: number) =>
    count === 0
      ? 'This is the account of its currency: its currency cannot change. Add a new account instead.'
      : `This account holds ${count} ${count === 1 ? 'entry' : 'entries'}: its currency cannot change. Add a new account instead.`,
  unknown: 'This account is not on this device.',
} as const;

/** The record's own rules (records.ts), in the person's words; nothing is written when one fails. */
function refuseInvalid(record: AccountRecord): AccountRecord {
  const parsed = v.safeParse(recordSchemas.account, record);
  if (!parsed.success) throw new CommandRefused(parsed.issues[0].message);
  return { ...record, name: record.name.trim() };
}

/** The order after every account's: a new account goes last in the lists. */
async function nextSortOrder(db: MoneyKitchenDb): Promise<number> {
  let highest = 0;
  await db.accounts.each((account) => {
    highest = Math.max(highest, account.sort_order);
  });
  return highest + 1;
}

export async function addAccount(db: MoneyKitchenDb, input: AccountInput, now: Date): Promise<AccountRecord> {
  const record = refuseInvalid({
    ...input,
    id: newRecordId(),
    sort_order: await nextSortOrder(db),
    closed: false,
    reconciled_date: null,
    reconciled_cents: null,
    created_at: now.toISOString(),
  });
  return putNewRecord(db, 'account', record);
}

/**
 * Saves the person's edit of `current`: only the changed fields travel (protocol step 11). An implicit
 * currency account (its record not pulled yet) is written whole under its currency account id, as the
 * server names it. Its currency stays while transactions are in it: they are in that currency.
 */
export async function editAccount(
  db: MoneyKitchenDb,
  current: AccountRecord,
  input: Partial<AccountInput>,
): Promise<AccountRecord> {
  const record = refuseInvalid({ ...current, ...input });
  if (record.currency !== current.currency) {
    const total = await db.accountTotals.get(current.id);
    const used = (total?.count ?? 0) + (total?.transfers ?? 0);
    if (used > 0 || currencyOfCurrencyAccount(current.id)) throw new CommandRefused(accountTexts.currencyInUse(used));
  }
  return saveEdit(db, 'account', current, record);
}

/** The stored account (or implicit one) by id, refused when this device knows none. */
export async function knownAccount(db: MoneyKitchenDb, id: string): Promise<AccountRecord> {
  const account = await accountById(db, id);
  if (!account) throw new CommandRefused(accountTexts.unknown);
  return account;
}
