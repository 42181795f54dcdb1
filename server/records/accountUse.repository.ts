import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { currencyOfCurrencyAccount } from '../../src/domain/ledgerAccounts';
import type { Schema } from '../db/schema';

/** What still names one account, counted per kind of record. */
export interface AccountUses {
  transactions: number;
  transfers: number;
  scheduled: number;
  wishes: number;
}

/**
 * Reads which live records name an account: by its id, or (for the account of a currency) by naming
 * none in that currency (src/domain/ledgerAccounts.ts). A completed wish is left out: it can no longer
 * change, and its purchase is a transaction counted already.
 */
export function accountUseRepository(db: Kysely<Schema>) {
  // The three tables differ in type, which Kysely's types cannot follow through one helper.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const anyDb = db as unknown as Kysely<any>;
  const namedBy =
    (accountId: string, idColumn: string, currencyColumn: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (eb: ExpressionBuilder<any, any>) => {
      const currency = currencyOfCurrencyAccount(accountId);
      const byId = eb(idColumn, '=', accountId);
      return currency === undefined
        ? byId
        : eb.or([byId, eb.and([eb(idColumn, 'is', null), eb(currencyColumn, '=', currency)])]);
    };
  /** How many live rows of `table` the person has that `where` keeps. */
  const countLive = async (
    table: 'transactions' | 'transfers' | 'scheduled_transactions' | 'wishes',
    userId: string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    where: (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>,
  ) => {
    const row = await anyDb
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('deleted', '=', 0)
      .where(where)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };

  return {
    async uses(userId: string, accountId: string): Promise<AccountUses> {
      const [transactions, transfers, scheduled, wishes] = await Promise.all([
        countLive('transactions', userId, namedBy(accountId, 'account_id', 'currency')),
        countLive('transfers', userId, (eb) =>
          eb.or([
            namedBy(accountId, 'out_account_id', 'out_currency')(eb),
            namedBy(accountId, 'in_account_id', 'in_currency')(eb),
          ]),
        ),
        countLive('scheduled_transactions', userId, namedBy(accountId, 'account_id', 'currency')),
        countLive('wishes', userId, (eb) =>
          eb.and([eb('status', '=', 0), namedBy(accountId, 'account_id', 'currency')(eb)]),
        ),
      ]);
      return { transactions, transfers, scheduled, wishes };
    },

    /** Where an account made on first use goes: after the person's others. */
    async nextSortOrder(userId: string): Promise<number> {
      const row = await db
        .selectFrom('accounts')
        .select((eb) => eb.fn.max('sort_order').as('n'))
        .where('user_id', '=', userId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return row?.n === null || row?.n === undefined ? 0 : Number(row.n) + 1;
    },
  };
}
