import { Hono } from 'hono';
import type { AuthVariables } from '../http/requireAuth';
import type { FinanceService } from './finance.service';
import { accountBalanceJson, amount } from './wire';

/**
 * Net worth in the favorite currency at the latest rates; currencies without a rate are listed, never
 * counted. The sum of the accounts (issue 44): the spec's fields as they were, and `accounts` beside them.
 */
export function networthRoutes(finance: FinanceService) {
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get('/get-networth/', async (c) => {
        const worth = await finance.netWorth(c.get('auth').userId);
        return c.json({
          networth: amount(worth.total),
          favorite_currency: worth.currency,
          missing_rates: worth.missing,
          accounts: worth.accounts.map(accountBalanceJson),
        });
      })
      .get('/get-networth-details/', async (c) => {
        const worth = await finance.netWorth(c.get('auth').userId);
        return c.json({
          networth_details: Object.fromEntries(worth.perCurrency.map((p) => [p.currency, amount(p.cents)])),
          accounts: worth.accounts.map(accountBalanceJson),
        });
      })
      // Nothing is stored to drift (balances are summed in the database on every read), so this
      // recalculation reports what it finds.
      .post('/recalculate-networth/', async (c) => {
        const worth = await finance.netWorth(c.get('auth').userId);
        const breakdown = Object.fromEntries(worth.perCurrency.map((p) => [p.currency, amount(p.cents)]));
        return c.json({
          success: true,
          message: 'Networth recalculated successfully',
          details: {
            currencies_processed: worth.perCurrency.length,
            networth_records_created: worth.perCurrency.length,
            currency_breakdown: breakdown,
          },
          updated_networth: amount(worth.total),
        });
      })
  );
}
