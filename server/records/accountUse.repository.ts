import type { ExpressionBuilder, Kysely } from 'kysely';
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
  const count = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);
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

  return {
    async uses(userId: string, accountId: string): Promise<AccountUses> {
      const [transactions, transfers, scheduled, wishes] = await Promise.all([
        db
          .selectFrom('transactions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .where('deleted', '=', 0)
          .where(namedBy(accountId, 'account_id', 'currency'))
          .executeTakeFirst(),
        db
          .selectFrom('transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .where('deleted', '=', 0)
          .where((eb) =>
            eb.or([
              namedBy(accountId, 'out_account_id', 'out_currency')(eb),
              namedBy(accountId, 'in_account_id', 'in_currency')(eb),
            ]),
          )
          .executeTakeFirst(),
        db
          .selectFrom('scheduled_transactions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .where('deleted', '=', 0)
          .where(namedBy(accountId, 'account_id', 'currency'))
          .executeTakeFirst(),
        db
          .selectFrom('wishes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .where('deleted', '=', 0)
          .where('status', '=', 0)
          .where(namedBy(accountId, 'account_id', 'currency'))
          .executeTakeFirst(),
      ]);
      return {
        transactions: count(transactions),
        transfers: count(transfers),
        scheduled: count(scheduled),
        wishes: count(wishes),
      };
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
