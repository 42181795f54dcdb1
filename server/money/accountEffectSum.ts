import { sql } from 'kysely';

/**
 * The sum of `accountEffect` (src/domain/ledgerAccounts.ts) over a group of transactions, in the
 * database: the amount in the account's currency where one was given, else the amount; income adds,
 * an expense takes away. One fragment, so balances and the first sync's totals never differ.
 */
export const accountEffectSum = () =>
  sql<number>`sum(case when trans_status = 'deposit' then coalesce(account_cents, amount_cents)
    else -coalesce(account_cents, amount_cents) end)`;
