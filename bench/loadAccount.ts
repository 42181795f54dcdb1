import { backdateAccount } from './backdateAccount';
import {
  pushAll,
  pushApplied,
  registerVerified,
  serverTransactionCount,
  signIn,
  type Account,
  type SignedIn,
} from './api';
import type { ScheduledRecord } from '../src/domain/records';
import { withoutAccounts, withoutParts, type DatasetMutation } from './dataset';
import { log } from './log';
import type { RatesProvider } from './ratesProvider';

export interface LoadedAccount {
  account: Account;
  session: SignedIn;
  /** The push alone, without the wait for the rate tables after it. */
  pushSeconds: number;
  /** With `leaveOutUnknown`: the changes the server did not know, e.g. "16 budget.put.v1" ('' for none). */
  leftOut: string;
}

/**
 * The data set on a running server, as every server of the bench gets it: registers a verified
 * account (`<name><timestamp>`) as old as the data's first scheduled item (backdateAccount.ts),
 * signs in, pushes the mutations through sync push (500 per request), waits until the server has fetched the rate tables for the new dates, and checks that it holds
 * `expectedTransactions`. `leaveOutUnknown` (a comparison build with data of its own,
 * BENCH_COMPARE_DATA=own): the changes of a kind of record the build is older than are left out
 * and counted, rather than stopping the load.
 */
export async function loadAccount(options: {
  /** How logs and errors name the server. */
  label: string;
  baseUrl: string;
  /** The server's DATA_DIR, where it writes the verification email (and its SQLite file). */
  dataDir: string;
  /** The server's PostgreSQL database, when it has one. */
  databaseUrl?: string;
  name: string;
  mutations: DatasetMutation[];
  expectedTransactions: number;
  rates: RatesProvider;
  /** A progress line each time this share of the mutations more is pushed. */
  progressStep?: number;
  leaveOutUnknown?: boolean;
}): Promise<LoadedAccount> {
  const { label, baseUrl, rates } = options;
  let { mutations } = options;
  const stamp = Date.now();
  const account: Account = {
    username: `${options.name}${stamp}`,
    email: `${options.name}${stamp}@example.org`,
    password: 'bench kitchen password 1',
  };
  await registerVerified(baseUrl, options.dataDir, account);
  const since = mutations
    .flatMap((m) => (m.name === 'scheduled.put.v1' ? [(m.args as ScheduledRecord).created_at] : []))
    .sort()[0];
  if (since) await backdateAccount(options, account.username, since);
  const session = await signIn(baseUrl, account);
  log(
    `${label}: account ${account.username} verified and signed in; pushing ${mutations.length} mutations, 500 per request`,
  );
  const step = options.progressStep ?? 0.25;
  const unknown = new Map<string, number>();
  const accounts = mutations.filter((m) => m.name === 'account.put.v1');
  if (options.leaveOutUnknown && accounts.length > 0) {
    // A build from before accounts (issue 44) knows no account record and refuses a field naming one:
    // its accounts are sent alone first (their own client id), and if unknown the rest go without them.
    let known = true;
    await pushAll(baseUrl, session.access, 'bench-loader-accounts', accounts, undefined, () => (known = false));
    if (!known) unknown.set('account.put.v1', accounts.length);
    mutations = known ? mutations.filter((m) => m.name !== 'account.put.v1') : withoutAccounts(mutations);
    // A build with accounts but from before splits (issue 45) refuses the parts field: one split is
    // sent alone first, and if refused every split goes whole, in its first part's category.
    const split = mutations.find((m) => 'parts' in m.args);
    if (known && split) {
      if (!(await pushApplied(baseUrl, session.access, 'bench-loader-splits', split))) {
        unknown.set('parts fields', mutations.filter((m) => 'parts' in m.args).length);
        mutations = withoutParts(mutations);
      }
    }
  }
  const started = performance.now();
  let nextReport = step;
  await pushAll(
    baseUrl,
    session.access,
    'bench-loader',
    mutations,
    (done) => {
      if (done / mutations.length < nextReport) return;
      log(`  pushed ${done.toLocaleString('en-US')}/${mutations.length.toLocaleString('en-US')}`);
      nextReport += step;
    },
    options.leaveOutUnknown ? (name) => unknown.set(name, (unknown.get(name) ?? 0) + 1) : undefined,
  );
  const pushSeconds = (performance.now() - started) / 1000;
  // After each push the server fetches rate tables for the new dates: wait until that is quiet.
  while (Date.now() - rates.served().lastAt < 2_000) await new Promise((r) => setTimeout(r, 250));
  const count = await serverTransactionCount(baseUrl, session.access);
  if (count !== options.expectedTransactions) {
    throw new Error(`${label} holds ${count} transactions, not ${options.expectedTransactions}`);
  }
  const leftOut = [...unknown].map(([name, n]) => `${n} ${name}`).join(', ');
  log(
    `  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s${leftOut ? `; unknown to it, left out: ${leftOut}` : ''}`,
  );
  return { account, session, pushSeconds, leftOut };
}
