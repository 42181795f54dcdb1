import { accountIdOf } from '../src/domain/ledgerAccounts';
import { isLiability } from '../src/domain/accountTypes';
import type { Bench } from './bench';
import { msAtMost } from './figures';
import type { ReadySpec } from './inPage';
import { clicksFromList, dashboardReady, goInApp, logRun, settle, timed } from './screens';

/**
 * The account screens of issue 44's Performance section, on the account holding a fifth of the data
 * set (`Dataset.reconcileAccountId`): the dashboard with its account list, that account's page with
 * its running balance, and its Reconcile screen with every transaction up to today to tick.
 */
export async function accountReads(b: Bench): Promise<void> {
  const { page, runs, dataset } = b;
  const accountId = dataset.reconcileAccountId;
  if (!accountId) return b.note('No account rows: the data set has no accounts');
  const assets = dataset.accounts.filter((a) => !isLiability(a.account_type)).length;
  const liabilities = dataset.accounts.length - assets;

  // The dashboard's figures and its account list, each group with every account's balance.
  const withAccounts: ReadySpec = {
    present: [
      ...dashboardReady.present,
      `.accounts-card__group[aria-label="Assets"] .accounts-card__row:nth-child(${assets}) .accounts-card__amount`,
      `.accounts-card__group[aria-label="Liabilities"] .accounts-card__row:nth-child(${liabilities}) .accounts-card__amount`,
    ],
  };
  const dashboard = await clicksFromList(b, '/dashboard', { ready: withAccounts });
  dashboard.forEach((t, run) => logRun('dashboard with accounts', run, runs, `${t.dom.toFixed(1)} ms`));
  b.add(
    msAtMost(
      `Dashboard with the account list after navigation (${dataset.accounts.length} accounts, balances)`,
      dashboard.map((t) => t.dom),
      50,
    ),
  );

  // The account's page from the dashboard's link: its first page of 25, newest first, with balances.
  const lines = b.ordered.filter((record) => accountIdOf(record) === accountId);
  const newest = lines[0]!;
  const pageReady: ReadySpec = {
    present: ['.account-figures .account-figures__amount', '.account-lines tbody tr:nth-child(25) td:last-child span'],
    texts: [
      { selector: '.account-lines tbody tr:first-child .account-lines__description', text: newest.trans_details },
    ],
  };
  const accountPage: number[] = [];
  for (let run = -1; run < runs; run++) {
    await goInApp(page, '/dashboard', withAccounts);
    await settle(page);
    const t = await timed(page, { click: `.accounts-card a[href="/accounts/${accountId}"]`, ready: pageReady });
    await settle(page);
    if (run < 0) continue;
    accountPage.push(t.dom);
    logRun('account page', run, runs, `${t.dom.toFixed(1)} ms`);
  }
  b.add(
    msAtMost(
      `Account page with running balance, first page (${lines.length.toLocaleString('en-US')} transactions)`,
      accountPage,
      50,
    ),
  );

  // Reconcile from the account's page: today's statement date, every one of its transactions listed
  // oldest first with a tick, and the difference line.
  const oldest = lines.at(-1)!;
  const reconcileReady: ReadySpec = {
    present: ['.reconcile-lines .reconcile-line__tick', '.reconcile-summary__status'],
    texts: [
      {
        selector: '.reconcile-lines .reconcile-line:first-child .reconcile-line__description',
        text: oldest.trans_details,
      },
    ],
  };
  const reconcile: number[] = [];
  for (let run = -1; run < runs; run++) {
    await goInApp(page, `/accounts/${accountId}`, pageReady);
    await settle(page);
    const t = await timed(page, { click: `a[href="/accounts/${accountId}/reconcile"]`, ready: reconcileReady });
    await settle(page);
    if (run < 0) continue;
    reconcile.push(t.dom);
    logRun('reconcile', run, runs, `${t.dom.toFixed(1)} ms`);
  }
  b.add(
    msAtMost(
      `Reconcile screen, ${lines.length.toLocaleString('en-US')} transactions up to today (first 100 lines, difference)`,
      reconcile,
      150,
    ),
  );
}
