import { accountProblem, accountRuleTexts, madeCurrencyAccount, namedAccountIds } from '../../src/domain/accountRules';
import type { Change } from '../../src/domain/mutations';
import type { AccountRecord, RecordKind, RecordKinds } from '../../src/domain/records';
import { accountUseRepository, type AccountUses } from './accountUse.repository';
import type { RecordsRepository } from './records.repository';
import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * The account rules of a write, inside its database transaction (docs/sync-protocol.md, "Accounts"):
 * each account a put names must stand, and the account of a currency is made when first named (by id,
 * or by a record naming no account), in the same transaction, so it is there whenever the record is.
 * An account is not deleted, nor its currency changed, while live records name it. Answers the rule
 * broken, or how to make the accounts the write needs once every other rule has passed (a refused
 * mutation of a sync push leaves the database transaction going on, so nothing is made before).
 */
export async function accountsFor(
  trx: Transaction<Schema>,
  records: RecordsRepository,
  userId: string,
  change: Change,
  current: RecordKinds[RecordKind] | undefined,
  now: Date,
): Promise<{ error: string } | { make: (takeSeq: () => Promise<number>) => Promise<void> }> {
  const nothingToMake = { make: async () => {} };
  if (change.kind === 'account') {
    const error = await accountChangeViolation(trx, userId, change, current as AccountRecord | undefined);
    return error ? { error } : nothingToMake;
  }
  const uses = accountUseRepository(trx);
  const accounts = new Map<string, AccountRecord | undefined>();
  const made: AccountRecord[] = [];
  for (const id of namedAccountIds(change)) {
    if (accounts.has(id)) continue;
    let account = await records.find(userId, 'account', id);
    if (!account) {
      account = madeCurrencyAccount(id, await uses.nextSortOrder(userId), now);
      if (account) made.push(account);
    }
    accounts.set(id, account);
  }
  const error = accountProblem(change, (id) => accounts.get(id));
  if (error) return { error };
  return {
    async make(takeSeq) {
      for (const account of made) await records.put(userId, 'account', account, await takeSeq(), now.toISOString());
    },
  };
}

async function accountChangeViolation(
  trx: Transaction<Schema>,
  userId: string,
  change: Change,
  current: AccountRecord | undefined,
): Promise<string | undefined> {
  const problem = accountProblem(change, () => undefined);
  if (problem || !current) return problem;
  const currencyChanged =
    change.op === 'put' && change.kind === 'account' && change.record.currency !== current.currency;
  if (change.op !== 'delete' && !currencyChanged) return undefined;
  const uses = await accountUseRepository(trx).uses(userId, change.id);
  const said = usesText(uses);
  if (said === undefined) return undefined;
  return change.op === 'delete' ? accountRuleTexts.inUse(said) : accountRuleTexts.currencyInUse;
}

/** "3 transactions and 1 transfer"; undefined when nothing names the account. */
function usesText(uses: AccountUses): string | undefined {
  const parts = (
    [
      [uses.transactions, 'transaction', 'transactions'],
      [uses.transfers, 'transfer', 'transfers'],
      [uses.scheduled, 'scheduled transaction', 'scheduled transactions'],
      [uses.wishes, 'pending wish', 'pending wishes'],
    ] as const
  )
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
