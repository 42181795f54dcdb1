import * as v from 'valibot';
import { accountIdOf, currencyOfCurrencyAccount } from '../../domain/ledgerAccounts';
import { type AccountRecord } from '../../domain/records';
import { recordSchemas } from '../../domain/recordSchemas';
import type { MoneyKitchenDb } from '../database';
import { newRecordId } from '../ids';
import { accountById } from '../queries/accounts';
import { CommandRefused } from './CommandRefused';
import { putNewRecord, saveEdit } from './recordWrites';
import { runCommand } from './runCommand';
import { sortOrderEdits } from './sortOrderEdits';

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
  stillUsed: (parts: readonly string[]) => `Move or delete its ${parts.join(', ')} first, or close the account.`,
} as const;

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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

/** Closed accounts leave the lists and pickers; their history stays and still counts (issue 44, item 1). */
export async function closeAccount(db: MoneyKitchenDb, id: string): Promise<AccountRecord> {
  const current = await knownAccount(db, id);
  return saveEdit(db, 'account', current, { ...current, closed: true });
}

export async function reopenAccount(db: MoneyKitchenDb, id: string): Promise<AccountRecord> {
  const current = await knownAccount(db, id);
  return saveEdit(db, 'account', current, { ...current, closed: false });
}

/**
 * Puts the accounts in the order given (ids, first to last), in one command: each account whose place
 * changed sends only its new order. Accounts not named keep theirs.
 */
export async function reorderAccounts(db: MoneyKitchenDb, ids: readonly string[]): Promise<void> {
  const accounts = await Promise.all(ids.map((id) => knownAccount(db, id)));
  const edits = sortOrderEdits('account', accounts);
  if (edits.length > 0) await runCommand(db, edits);
}

/**
 * What still names an account: its transactions and transfers (from the derived totals), and the
 * scheduled transactions and wishes that pay from it (few: read whole).
 */
async function usesOf(db: MoneyKitchenDb, id: string): Promise<string[]> {
  const [total, scheduled, wishes] = await Promise.all([
    db.accountTotals.get(id),
    db.scheduled.filter((item) => accountIdOf(item) === id).count(),
    db.wishes.filter((wish) => accountIdOf(wish) === id).count(),
  ]);
  return [
    [total?.count ?? 0, 'transaction', 'transactions'],
    [total?.transfers ?? 0, 'transfer', 'transfers'],
    [scheduled, 'scheduled transaction', 'scheduled transactions'],
    [wishes, 'wish', 'wishes'],
  ].flatMap(([count, one, many]) =>
    (count as number) > 0 ? [counted(count as number, one as string, many as string)] : [],
  );
}

/**
 * Deletes an account nothing names any more (ACCOUNTS.md); refused while anything does, in words that
 * say what to move first. Closing is the usual way to retire an account.
 */
export async function deleteAccount(db: MoneyKitchenDb, id: string): Promise<void> {
  const uses = await usesOf(db, id);
  if (uses.length > 0) throw new CommandRefused(accountTexts.stillUsed(uses));
  if (!(await db.accounts.get(id))) return;
  await runCommand(db, [{ kind: 'account', op: 'delete', id }]);
}
