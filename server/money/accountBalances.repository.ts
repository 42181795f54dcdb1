import { sql, type Kysely } from 'kysely';
import type { CurrencyCode } from '../../src/domain/currencies';
import { currencyAccountRecord } from '../../src/domain/accountRules';
import { currencyAccountId } from '../../src/domain/ledgerAccounts';
import type { AccountRecord } from '../../src/domain/records';
import type { Schema } from '../db/schema';
import { fromColumns, recordColumns } from '../records/recordTables';
import { accountEffectSum } from './accountEffectSum';

/** An account with its balance now, in its own currency (docs/sync-protocol.md, "Accounts"). */
export type AccountBalance = AccountRecord & { cents: number };

/** Sums of one account's side of the records, keyed by (explicit account id, currency). */
interface SideSum {
  account_id: string | null;
  currency: string | null;
  cents: number | string;
}

/**
 * Every account's balance: its opening balance, plus what each of its live transactions does to it
 * (`accountEffect`: the amount in the account's currency, income adding, expense taking away), less
 * the transfers out of it, plus the transfers into it, whatever their dates. A record naming no
 * account counts in the account of its currency, so for data without accounts each currency's total
 * is what it was before accounts. Summed in the database, nothing read-then-written.
 */
export function accountBalancesRepository(db: Kysely<Schema>) {
  const liveTransactions = (userId: string) =>
    db.selectFrom('transactions').where('user_id', '=', userId).where('deleted', '=', 0);
  const liveTransfers = (userId: string) =>
    db.selectFrom('transfers').where('user_id', '=', userId).where('deleted', '=', 0);

  return {
    async accountBalances(userId: string): Promise<AccountBalance[]> {
      const [accountRows, transactions, transfersOut, transfersIn] = await Promise.all([
        db
          .selectFrom('accounts')
          .select(recordColumns('account') as readonly 'id'[])
          .where('user_id', '=', userId)
          .where('deleted', '=', 0)
          .execute(),
        liveTransactions(userId)
          .select(['account_id', 'currency', accountEffectSum().as('cents')])
          .groupBy(['account_id', 'currency'])
          .execute(),
        liveTransfers(userId)
          .select(['out_account_id as account_id', 'out_currency as currency', sql<number>`sum(out_cents)`.as('cents')])
          .groupBy(['out_account_id', 'out_currency'])
          .execute(),
        liveTransfers(userId)
          .select(['in_account_id as account_id', 'in_currency as currency', sql<number>`sum(in_cents)`.as('cents')])
          .groupBy(['in_account_id', 'in_currency'])
          .execute(),
      ]);
      const accounts = new Map<string, AccountBalance>();
      for (const row of accountRows) {
        const account = fromColumns('account', row as Record<string, unknown>) as AccountRecord;
        accounts.set(account.id, { ...account, cents: account.opening_cents });
      }
      const add = (rows: SideSum[], sign: 1 | -1) => {
        for (const row of rows) {
          const currency = String(row.currency);
          const id = row.account_id ?? currencyAccountId(currency);
          // The server makes a currency's account with its first record; one missing counts all the same.
          const account = accounts.get(id) ?? implicitAccount(id, currency as CurrencyCode, accounts.size);
          accounts.set(id, { ...account, cents: account.cents + sign * Number(row.cents) });
        }
      };
      add(transactions, 1);
      add(transfersOut, -1);
      add(transfersIn, 1);
      return [...accounts.values()].sort((a, b) => a.sort_order - b.sort_order || (a.id < b.id ? -1 : 1));
    },
  };
}

/** An account no record stands for (yet): opening 0, named after its currency, as the device shows it. */
function implicitAccount(id: string, currency: CurrencyCode, sortOrder: number): AccountBalance {
  return { ...currencyAccountRecord(id, currency, sortOrder, new Date(0)), cents: 0 };
}

export type AccountBalancesRepository = ReturnType<typeof accountBalancesRepository>;
