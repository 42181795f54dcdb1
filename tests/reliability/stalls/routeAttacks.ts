import { restoreLimitFactor } from '../../../server/backup/backup.routes';
import { maxAppliedPerCall } from '../../../server/money/occurrences.service';
import { maxMutationsPerPush, maxPullLimit, protocolVersion } from '../../../src/domain/mutations';
import type { TestUser } from '../../support/accounts';
import type { TestApi } from '../../support/testApi';
import { money } from '../support';
import { accountRouteAttacks } from './accountRouteAttacks';
import { largestPush, largestRestore, longText, padded } from './attackerAccount';
import { passkeyRouteAttacks } from './passkeyRouteAttacks';

export interface Attack {
  /** As Hono lists it: method and path. */
  route: string;
  /** Which input the route gets. */
  input: string;
  send: () => Promise<unknown>;
}

export interface AttackContext {
  api: TestApi;
  baseUrl: string;
  /** One request over HTTP, its answer read to the end; answers the status. */
  call: (method: string, path: string, options?: { body?: string; token?: string }) => Promise<number>;
  attacker: () => TestUser;
  maxBodyBytes: number;
}

/** Every route of server/app.ts and its route files, each with its largest accepted input. */
export function routeAttacks(context: AttackContext): Attack[] {
  const { baseUrl, call, attacker, maxBodyBytes } = context;
  const restore = largestRestore(maxBodyBytes * restoreLimitFactor);
  const push = largestPush(maxBodyBytes);
  const token = () => attacker().access;
  const get = (path: string) => () => call('GET', path, { token: token() });
  const post = (method: string, path: string, body: string) => () => call(method, path, { body, token: token() });
  const full = (fields: object) => padded(fields, maxBodyBytes);
  const wideRange = 'start_date=0001-01-01&end_date=9999-12-31';
  return [
    // First the restore that fills the account every read below then reads.
    {
      route: 'POST /api/backup/restore/',
      input: `the largest file (16 × MAX_BODY_BYTES): ${restore.transactions} transactions, 150 scheduled items five years behind, a target for every month since 1970, 300 wishes, 100 budgets, 300 transfers`,
      send: post('POST', '/api/backup/restore/', restore.body),
    },
    { route: 'GET /api/backup/', input: 'the download of all of that', send: get('/api/backup/') },
    {
      route: 'POST /api/sync/push/',
      input: `${maxMutationsPerPush} mutations filling MAX_BODY_BYTES: transaction puts, then deletes of restored ones`,
      send: post('POST', '/api/sync/push/', push),
    },
    {
      route: 'GET /api/sync/pull/',
      input: `every change from the start, ${maxPullLimit} a page`,
      send: get(`/api/sync/pull/?protocol=${protocolVersion}&after=0&limit=${maxPullLimit}`),
    },
    {
      route: 'GET /api/sync/head/',
      input: `since year 1, ${maxPullLimit} at most`,
      send: get(`/api/sync/head/?protocol=${protocolVersion}&since=0001-01-01&limit=${maxPullLimit}`),
    },
    {
      route: 'GET /api/sync/history/',
      input: `before year 9999, ${maxPullLimit} at most, with totals`,
      send: get(
        `/api/sync/history/?protocol=${protocolVersion}&after=0&before=9999-12-31&limit=${maxPullLimit}&totals=1`,
      ),
    },
    { route: 'GET /api/sync/rates/', input: 'every rate table from the start', send: get('/api/sync/rates/?after=0') },
    {
      route: 'GET /api/sync/live/',
      input: 'a stream opened, its first event read, closed',
      send: async () => {
        const response = await fetch(`${baseUrl}/api/sync/live/`, { headers: { authorization: `Bearer ${token()}` } });
        const reader = response.body!.getReader();
        await reader.read();
        await reader.cancel();
      },
    },
    {
      route: 'POST /api/finance-management/scheduled-trans/apply-scheduled-trans/',
      input: `150 items five years behind: ${maxAppliedPerCall} occurrences, the cap of one call`,
      send: post('POST', `${money}/scheduled-trans/apply-scheduled-trans/`, ''),
    },
    {
      route: 'POST /api/finance-management/scheduled-trans/update-scheduled-trans-status/:id/',
      input: 'pausing an item with every month of five years due, which settles them all',
      send: post('POST', `${money}/scheduled-trans/update-scheduled-trans-status/s-149/`, ''),
    },
    {
      route: 'GET /api/finance-management/scheduled-trans/get-scheduled-trans/',
      input: 'the last page of 150 items',
      send: get(`${money}/scheduled-trans/get-scheduled-trans/?page=8`),
    },
    {
      route: 'POST /api/finance-management/scheduled-trans/add-scheduled-trans/',
      input: 'an item with the longest texts, padded to MAX_BODY_BYTES',
      send: post(
        'POST',
        `${money}/scheduled-trans/add-scheduled-trans/`,
        full({ amount: 10, currency: 'USD', day_of_month: 31, category: longText, scheduled_trans_details: longText }),
      ),
    },
    {
      route: 'POST /api/finance-management/scheduled-trans/update-scheduled-trans/:id/',
      input: 'the longest texts, padded to MAX_BODY_BYTES',
      send: post(
        'POST',
        `${money}/scheduled-trans/update-scheduled-trans/s-1/`,
        full({ amount: 10, currency: 'USD', day_of_month: 30, category: longText, scheduled_trans_details: longText }),
      ),
    },
    {
      route: 'DELETE /api/finance-management/scheduled-trans/delete-scheduled-trans/:id/',
      input: 'one of the items',
      send: post('DELETE', `${money}/scheduled-trans/delete-scheduled-trans/s-2/`, ''),
    },
    {
      route: 'GET /api/finance-management/transaction/get-transactions/',
      input: 'every date, the last page',
      send: get(`${money}/transaction/get-transactions/?${wideRange}&page=999999999`),
    },
    {
      route: 'GET /api/finance-management/transaction/export-csv/',
      input: 'every date',
      send: get(`${money}/transaction/export-csv/?${wideRange}`),
    },
    {
      route: 'POST /api/finance-management/transaction/add-transactions/',
      input: 'the longest texts, padded to MAX_BODY_BYTES',
      send: post(
        'POST',
        `${money}/transaction/add-transactions/`,
        full({ amount: 12.5, currency: 'USD', category: longText, trans_details: longText, date: '2026-03-10' }),
      ),
    },
    {
      route: 'POST /api/finance-management/transaction/update-transactions/:id/',
      input: 'the longest texts, padded to MAX_BODY_BYTES',
      send: post(
        'POST',
        `${money}/transaction/update-transactions/t-600/`,
        full({ amount: 13, currency: 'EGP', category: longText, trans_details: longText, date: '2020-01-01' }),
      ),
    },
    {
      route: 'DELETE /api/finance-management/transaction/delete-transactions/:id/',
      input: 'one of the transactions',
      send: post('DELETE', `${money}/transaction/delete-transactions/t-601/`, ''),
    },
    {
      route: 'GET /api/finance-management/get-category/',
      input: 'the expense categories of every transaction',
      send: get(`${money}/get-category/?status=withdraw`),
    },
    {
      route: 'GET /api/finance-management/get-networth/',
      input: 'three currencies',
      send: get(`${money}/get-networth/`),
    },
    {
      route: 'GET /api/finance-management/get-networth-details/',
      input: 'three currencies',
      send: get(`${money}/get-networth-details/`),
    },
    {
      route: 'GET /api/account/get-accounts/',
      input: 'three currencies',
      send: get('/api/account/get-accounts/'),
    },
    {
      route: 'POST /api/finance-management/recalculate-networth/',
      input: 'three currencies',
      send: post('POST', `${money}/recalculate-networth/`, ''),
    },
    {
      route: 'GET /api/finance-management/wishlist/get-wishlist/',
      input: 'the last page of the year with 300 wishes',
      send: get(`${money}/wishlist/get-wishlist/?year=2026&page=15`),
    },
    {
      route: 'POST /api/finance-management/wishlist/add-wish/',
      input: 'the longest texts and link, padded to MAX_BODY_BYTES',
      send: post(
        'POST',
        `${money}/wishlist/add-wish/`,
        full({
          price: 99,
          currency: 'EUR',
          year: 2026,
          wish_details: longText,
          link: `https://shop.example.org/${'a'.repeat(1900)}`,
        }),
      ),
    },
    {
      route: 'POST /api/finance-management/wishlist/update-wish/:id/',
      input: 'the longest texts, padded to MAX_BODY_BYTES',
      send: post(
        'POST',
        `${money}/wishlist/update-wish/w-1/`,
        full({ price: 98, currency: 'EUR', year: 2026, wish_details: longText }),
      ),
    },
    {
      route: 'POST /api/finance-management/wishlist/update-wish-status/:id/',
      input: 'completing a wish (its purchase is recorded)',
      send: post('POST', `${money}/wishlist/update-wish-status/w-2/`, ''),
    },
    {
      route: 'DELETE /api/finance-management/wishlist/delete-wish/:id/',
      input: 'one of the wishes',
      send: post('DELETE', `${money}/wishlist/delete-wish/w-3/`, ''),
    },
    {
      route: 'GET /api/finance-management/target/get-target/',
      input: 'a target for every month since 1970',
      send: get(`${money}/target/get-target/`),
    },
    {
      route: 'POST /api/finance-management/target/manage-target/',
      input: 'the largest amount, padded to MAX_BODY_BYTES',
      send: post('POST', `${money}/target/manage-target/`, full({ target: '99999999999.99' })),
    },
    {
      route: 'GET /api/finance-management/target/get-score/',
      input: 'this month of a target for every month',
      send: get(`${money}/target/get-score/`),
    },
    {
      route: 'GET /api/finance-management/target/get-score-history/',
      input: 'the last page of every month since 1970',
      send: get(`${money}/target/get-score-history/?page=999`),
    },
    {
      route: 'GET /api/finance-management/get-monthly-report/',
      input: 'this month',
      send: get(`${money}/get-monthly-report/`),
    },
    {
      route: 'GET /api/finance-management/get-report-history-months/',
      input: 'every month with a transaction',
      send: get(`${money}/get-report-history-months/`),
    },
    {
      route: 'GET /api/finance-management/get-report-history-years/',
      input: 'every year with a transaction',
      send: get(`${money}/get-report-history-years/`),
    },
    {
      route: 'GET /api/finance-management/get-monthly-report-history/',
      input: 'a month full of transactions',
      send: get(`${money}/get-monthly-report-history/?month=1&year=2020`),
    },
    {
      route: 'GET /api/finance-management/get-yearly-report/',
      input: 'a year full of transactions',
      send: get(`${money}/get-yearly-report/?year=2020`),
    },
    {
      route: 'POST /api/finance-management/recalculate-reports/',
      input: 'every month with a transaction',
      send: post('POST', `${money}/recalculate-reports/`, ''),
    },
    {
      route: 'GET /api/finance-management/transfer/get-transfers/',
      input: 'every date, the last page',
      send: get(`${money}/transfer/get-transfers/?${wideRange}&page=999999999`),
    },
    { route: 'GET /api/get-fav-currency/', input: 'the setting', send: get('/api/get-fav-currency/') },
    {
      route: 'POST /api/change-fav-currency/',
      input: 'a currency, padded to MAX_BODY_BYTES',
      send: post('POST', '/api/change-fav-currency/', full({ fav_currency: 'USD' })),
    },
    { route: 'GET /api/user-data/', input: 'the account', send: get('/api/user-data/') },
    { route: 'GET /api/health', input: 'none', send: () => call('GET', '/api/health') },
    ...accountRouteAttacks(context),
    ...passkeyRouteAttacks(context),
  ];
}
