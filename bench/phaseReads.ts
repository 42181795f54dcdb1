import { searchMeasureName } from '../src/db/queries/transactionSearch';
import { firstDayOfMonth, lastDayOfMonth, monthOf, monthsBetween } from '../src/domain/dates';
import { accountReads } from './accountReads';
import { scheduleReads } from './scheduleReads';
import type { Bench } from './bench';
import { profiles, profileWhile } from './cpuProfile';
import { msAtMost } from './figures';
import { traces, traceTasksWhile } from './trace';
import { syncedBadge } from './browser';
import { rawReadTimings } from './inPage';
import {
  budgetsHistoryReady,
  budgetsReady,
  clicksFromList,
  dashboardLineReady,
  dashboardReady,
  goInApp,
  listHref,
  listReady,
  logRun,
  reportReady,
  settle,
  timed,
  trendsReady,
} from './screens';

/** One-month filters spread over the data, a different month per run (index 0 is the warm-up's). */
function filterMonths(b: Bench) {
  const months = monthsBetween(monthOf(b.dataset.startDate), monthOf(b.endDate));
  return Array.from(
    { length: b.runs + 1 },
    (_, i) => months[Math.floor((0.15 + (0.7 * i) / b.runs) * (months.length - 1))]!,
  );
}

/** Dashboard, transactions list and reports, timed as a person sees them, then the raw reads. */
export async function readPhase(b: Bench): Promise<void> {
  const { page, runs } = b;
  const all = (p: number) => listReady(b.ordered, '0000-01-01', '9999-12-31', p);

  // Dashboard: from the transactions list, a click on the sidebar's Dashboard link.
  await page.goto(`${b.baseUrl}/dashboard`);
  await timed(page, { ready: dashboardReady });
  await syncedBadge(page).waitFor({ timeout: 60_000 });
  const dashboard = await clicksFromList(b, '/dashboard', { ready: dashboardReady });
  dashboard.forEach((t, run) =>
    logRun('dashboard', run, runs, `${t.dom.toFixed(1)} ms (${t.frame.toFixed(1)} ms to next frame)`),
  );
  b.add(
    msAtMost(
      'Dashboard figures after navigation (net worth + score)',
      dashboard.map((t) => t.dom),
      50,
    ),
  );
  b.add({ measure: '  same, to the next animation frame', unit: 'ms', samples: dashboard.map((t) => t.frame) });
  // Its net worth line (twelve month ends), which the figures do not wait for.
  const line = await clicksFromList(b, '/dashboard', { ready: dashboardLineReady });
  b.add({
    measure: "  the dashboard's net worth line drawn after navigation",
    unit: 'ms',
    samples: line.map((t) => t.dom),
  });

  // Budgets: from the transactions list, a click on the sidebar's Budgets link (issue 18, section 1).
  const budgets = await clicksFromList(b, '/budgets', { ready: budgetsHistoryReady, marks: { month: budgetsReady } });
  budgets.forEach((t, run) =>
    logRun('budgets', run, runs, `this month ${t.marks.month!.toFixed(1)} ms, with history ${t.dom.toFixed(1)} ms`),
  );
  b.add(
    msAtMost(
      `Budgets screen after navigation (this month's ${new Set(b.dataset.budgets.map((r) => r.category)).size} bars)`,
      budgets.map((t) => t.marks.month!),
      50,
    ),
  );
  b.add({
    measure: '  same, until the 12-month history tables are shown',
    unit: 'ms',
    samples: budgets.map((t) => t.dom),
  });

  // Transactions: a one-month filter (page 1, then its last page), a different month each run.
  const months = filterMonths(b);
  if (profiles.includes('month-filter')) {
    const from = firstDayOfMonth(months[0]!);
    const to = lastDayOfMonth(months[0]!);
    await goInApp(page, '/show_trans', all(1));
    await settle(page);
    await profileWhile(page, 'a one-month filter, page 1', () =>
      timed(page, { href: listHref(from, to, 1), ready: listReady(b.ordered, from, to, 1) }),
    );
  }
  if (traces.includes('month-filter')) {
    for (const month of months.slice(0, 2)) {
      const from = firstDayOfMonth(month);
      const to = lastDayOfMonth(month);
      await goInApp(page, '/show_trans', all(1));
      await settle(page);
      await traceTasksWhile(b.browser, page, `a one-month filter (${from} to ${to}), page 1`, () =>
        timed(page, { href: listHref(from, to, 1), ready: listReady(b.ordered, from, to, 1) }),
      );
    }
  }
  const pageOne: number[] = [];
  const lastPage: number[] = [];
  // Page 1's time in three parts, by the app's own User Timing measure of the page's read.
  const beforeRead: number[] = [];
  const read: number[] = [];
  const afterRead: number[] = [];
  for (let run = -1; run < runs; run++) {
    const month = months[run + 1]!;
    const from = firstDayOfMonth(month);
    const to = lastDayOfMonth(month);
    const t1 = await timed(page, {
      href: listHref(from, to, 1),
      ready: listReady(b.ordered, from, to, 1),
      measures: [searchMeasureName],
    });
    await settle(page);
    const inMonth = b.ordered.filter((t) => t.date >= from && t.date <= to).length;
    const last = Math.ceil(inMonth / 10);
    const t2 = await timed(page, { href: listHref(from, to, last), ready: listReady(b.ordered, from, to, last) });
    await settle(page);
    if (run < 0) continue;
    pageOne.push(t1.dom);
    lastPage.push(t2.dom);
    const pageRead = t1.measured[searchMeasureName];
    if (pageRead) {
      beforeRead.push(pageRead.start);
      read.push(pageRead.end - pageRead.start);
      afterRead.push(t1.dom - pageRead.end);
    }
    logRun(
      'month filter',
      run,
      runs,
      `page 1 ${t1.dom.toFixed(1)} ms` +
        (pageRead ? ` (read ${pageRead.start.toFixed(1)} to ${pageRead.end.toFixed(1)} ms)` : '') +
        `, page ${last} of ${inMonth} rows ${t2.dom.toFixed(1)} ms`,
    );
  }
  b.add(msAtMost('Transactions: one-month date filter, page 1', pageOne, 20));
  b.add({ measure: '  page 1: from the navigation until its read starts', unit: 'ms', samples: beforeRead });
  b.add({ measure: "  page 1: its read (the app's User Timing measure)", unit: 'ms', samples: read });
  b.add({ measure: '  page 1: from the read until the rows are shown', unit: 'ms', samples: afterRead });
  b.add(msAtMost('Transactions: one-month date filter, last page', lastPage, 20));
  const middle = Math.floor(b.size / 20);
  const deep: number[] = [];
  for (let run = 0; run < Math.min(runs, 3); run++) {
    const t = await timed(page, { href: listHref(undefined, undefined, middle - run), ready: all(middle - run) });
    await settle(page);
    deep.push(t.dom);
    logRun('unfiltered, middle page', run, Math.min(runs, 3), `page ${middle - run}: ${t.dom.toFixed(1)} ms`);
  }
  b.add({ measure: `Transactions: no filter, page ${middle} (middle of the list)`, unit: 'ms', samples: deep });
  // The same depth reached with Next from the page before: read from that page's last row (keyset
  // paging), not by skipping to the offset.
  const next: number[] = [];
  const nextButton = '.pagination__list li:last-child .pagination__button';
  for (let run = 0; run < Math.min(runs, 3); run++) {
    await goInApp(page, listHref(undefined, undefined, middle - 1 - run), all(middle - 1 - run));
    await settle(page);
    const t = await timed(page, { click: nextButton, ready: all(middle - run) });
    await settle(page);
    next.push(t.dom);
    logRun('unfiltered, Next to the middle', run, Math.min(runs, 3), `page ${middle - run}: ${t.dom.toFixed(1)} ms`);
  }
  b.add({ measure: `Transactions: no filter, Next to page ${middle}`, unit: 'ms', samples: next });

  // Reports: the yearly tab for last year, then this month's (the default tab), alternately.
  const year = monthOf(b.endDate).year - 1;
  await goInApp(page, '/reports', reportReady('monthly'));
  await settle(page, 1000);
  const monthly: number[] = [];
  const yearly: number[] = [];
  for (let run = -1; run < runs; run++) {
    const y = await timed(page, { href: `/reports?tab=yearly&year=${year}`, ready: reportReady('yearly') });
    await settle(page, 500);
    const m = await timed(page, { href: '/reports', ready: reportReady('monthly') });
    await settle(page, 500);
    if (run < 0) continue;
    yearly.push(y.dom);
    monthly.push(m.dom);
    logRun('reports', run, runs, `monthly ${m.dom.toFixed(1)} ms, yearly ${year} ${y.dom.toFixed(1)} ms`);
  }
  b.add(msAtMost('Monthly report computed (this month, totals shown)', monthly, 50));
  b.add(msAtMost(`Yearly report computed (${year}, totals shown)`, yearly, 150));

  // Trends (issue 18, section 3): from this month's report to the Trends tab, the last 12 months.
  const trends: number[] = [];
  for (let run = -1; run < runs; run++) {
    const t = await timed(page, { href: '/reports?tab=trends', ready: trendsReady });
    await settle(page, 500);
    await goInApp(page, '/reports', reportReady('monthly'));
    await settle(page, 500);
    if (run < 0) continue; // warm-up: the tab's code is loaded once
    trends.push(t.dom);
    logRun('trends', run, runs, `${t.dom.toFixed(1)} ms`);
  }
  b.add(msAtMost('Trends tab computed (12 months: flows, net worth, a category; tables shown)', trends, 150));

  // The same reads by raw IndexedDB, without Dexie or React.
  const current = monthOf(b.endDate);
  const raw: Record<string, number[]> = {};
  for (let run = 0; run < runs; run++) {
    const month = months[run + 1]!;
    const r = await page.evaluate(rawReadTimings, {
      name: b.dbName,
      monthFrom: firstDayOfMonth(current),
      monthTo: lastDayOfMonth(current),
      yearFrom: `${year}-01-01`,
      yearTo: `${year}-12-31`,
      listFrom: firstDayOfMonth(month),
      listTo: lastDayOfMonth(month),
      listPage: 1,
    });
    for (const [key, value] of Object.entries(r)) (raw[key] ??= []).push(value);
  }
  b.add({
    measure: '  raw IDB: net worth reads (balances, newest rates, setting)',
    unit: 'ms',
    samples: raw.netWorth!,
  });
  b.add({ measure: '  raw IDB: this month day rows + rate tables', unit: 'ms', samples: raw.monthTotals! });
  b.add({
    measure: `  raw IDB: ${year} day rows (${raw.yearTotalsRows![0]}) + rate tables`,
    unit: 'ms',
    samples: raw.yearTotals!,
  });
  b.add({ measure: '  raw IDB: one-month filter count + page 1', unit: 'ms', samples: raw.listPage! });

  // Issue 44's account screens and issue 47's schedule screens, last so that the rows above stay
  // comparable with earlier runs.
  await accountReads(b);
  await scheduleReads(b);
}
