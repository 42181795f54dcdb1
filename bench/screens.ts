import type { Page } from 'playwright-core';
import { commandMeasureName } from '../src/db/commands/runCommand';
import type { TransactionRecord } from '../src/domain/records';
import type { Bench } from './bench';
import { syncedBadge } from './browser';
import { searchIndexBuilt, timeUntilReady, type ReadySpec, type TimedArg } from './inPage';
import { log } from './log';

/** What the dashboard shows once both figures are computed: net worth and this month's score. */
export const dashboardReady: ReadySpec = {
  present: ['.networth-card--dashboard .networth-card__value:not([aria-label])', '.target-card .target-card__score'],
};

/** The dashboard's net worth line over the last twelve month ends, drawn. */
export const dashboardLineReady: ReadySpec = { present: ['.net-worth-trend .sparkline__line'] };

/** The Budgets screen once this month is computed: its bars. */
export const budgetsReady: ReadySpec = { present: ['.budgets-page__month .budget-progress__track'] };

/** The Budgets screen with its history too: every category's table, nothing loading. */
export const budgetsHistoryReady: ReadySpec = {
  present: ['.budgets-page__month .budget-progress__track', '.budgets-page__history .budget-history__table'],
  absent: ['.budgets-page [aria-busy="true"]'],
};

/** The Trends tab once its figures are computed: the net worth section's table, nothing loading. */
export const trendsReady: ReadySpec = {
  present: ['.trends[aria-busy="false"] .trend-section .trend-table__table'],
  absent: ['.trends .report-loading'],
};

/** The transactions list's first row by its cells' roles: a selection box column comes before the date. */
export const firstRowDate = 'table.record-table tbody tr:first-child td.record-table__date';
export const firstRowText = 'table.record-table tbody tr:first-child td.record-table__text';

export async function timed(page: Page, arg: Omit<TimedArg, 'timeoutMs'>, timeoutMs = 60_000) {
  return page.evaluate(timeUntilReady, { ...arg, timeoutMs });
}

/** Goes to `href` inside the app and waits until `ready`, untimed (to set up the next timed step). */
export async function goInApp(page: Page, href: string, ready: ReadySpec): Promise<void> {
  await timed(page, { href, ready });
}

type Timing = Awaited<ReturnType<typeof timed>>;

/**
 * `b.runs` timed clicks on the sidebar's link to `href`, each from the transactions list's first
 * page, after one untimed click (the route's code is loaded once).
 */
export function clicksFromList(b: Bench, href: string, spec: Pick<TimedArg, 'ready' | 'marks'>): Promise<Timing[]> {
  return timedFromList(b, { click: `a.sidebar__link[href="${href}"]`, ...spec });
}

/** `b.runs` timed runs of `arg` (a click or an in-app navigation), each from the list's first page, after one untimed. */
export async function timedFromList(b: Bench, arg: Omit<TimedArg, 'timeoutMs'>): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (let run = -1; run < b.runs; run++) {
    await goInApp(b.page, '/show_trans', listReady(b.ordered, '0000-01-01', '9999-12-31', 1));
    await settle(b.page);
    const t = await timed(b.page, arg);
    if (run >= 0) timings.push(t);
  }
  return timings;
}

/** The list's order (newest date first, then id descending, as the [date+id] index reversed). */
export function listOrder(transactions: readonly TransactionRecord[]): TransactionRecord[] {
  return [...transactions].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? 1 : -1));
}

/** What the list shows first on `page` of a filter: that row's date and description. */
export function listReady(ordered: readonly TransactionRecord[], from: string, to: string, page: number): ReadySpec {
  const inRange = ordered.filter((t) => t.date >= from && t.date <= to);
  const first = inRange[(page - 1) * 10];
  if (!first) throw new Error(`No row ${(page - 1) * 10} between ${from} and ${to}`);
  return {
    present: [],
    texts: [
      { selector: firstRowDate, text: first.date },
      { selector: firstRowText, text: first.trans_details },
    ],
  };
}

export function listHref(from: string | undefined, to: string | undefined, page: number): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (from) params.set('start_date', from);
  if (to) params.set('end_date', to);
  const query = params.toString();
  return `/show_trans${query ? `?${query}` : ''}`;
}

/** A report is on screen: totals shown, no spinner; a yearly one also says how many months it holds. */
export function reportReady(kind: 'monthly' | 'yearly'): ReadySpec {
  return kind === 'yearly'
    ? { present: ['.report-total__value', '.report-total__note'], absent: ['.report-loading'] }
    : { present: ['.report-total__value'], absent: ['.report-total__note', '.report-loading'] };
}

/** A part of a split as the bench types it into the add form's split editor. */
export interface TypedPart {
  category: string;
  amount: string;
}

/**
 * One add through the modal on the transactions list: fill the form (with `parts`, split into them:
 * the first part takes the form's category), then time from pressing "Add Transaction" until the new
 * row is in the list (the command's transaction committed, the list's live query re-ran and React
 * rendered it). Then waits for the dialog to close and the change to sync, so runs do not overlap.
 */
export async function addThroughModal(
  page: Page,
  run: number,
  split?: { amount: string; parts: readonly TypedPart[] },
): Promise<{ row: number; frame: number; saved: number; command: number }> {
  const details = `Bench ${split ? 'split' : 'add'} ${run} ${Date.now()}`;
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount').fill(split?.amount ?? '12.34');
  await dialog.getByLabel('Category').fill(split?.parts[0]?.category ?? 'Groceries');
  await dialog.getByLabel('Description').fill(details);
  if (split) {
    await dialog.getByRole('button', { name: 'Split into categories' }).click();
    for (const [index, part] of split.parts.entries()) {
      const n = index + 1;
      // The editor starts with two parts, the first in the form's category.
      if (n > 2) await dialog.getByRole('button', { name: 'Add part' }).click();
      if (n > 1) await dialog.getByLabel(`Category of part ${n}`).fill(part.category);
      await dialog.getByLabel(`Amount of part ${n}`).fill(part.amount);
    }
    await dialog.getByText('All of the amount is assigned.').waitFor();
  }
  const timing = await timed(page, {
    click: '[role="dialog"] button[type="submit"]',
    ready: { present: [], texts: [{ selector: 'td.record-table__text', text: details, any: true }] },
    // The command resolved: the modal shows its success banner.
    marks: { saved: { present: ['[role="dialog"] .banner--success'] } },
  });
  // The app records each command's own time, start to commit, as a User Timing measure.
  const command = await page.evaluate(
    (name) => performance.getEntriesByName(name, 'measure').at(-1)?.duration ?? Number.NaN,
    commandMeasureName,
  );
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
  await syncedBadge(page).waitFor({ timeout: 30_000 });
  return { row: timing.dom, frame: timing.frame, saved: timing.marks.saved ?? Number.NaN, command };
}

export async function settle(page: Page, ms = 300): Promise<void> {
  await page.waitForTimeout(ms);
}

export function logRun(what: string, run: number, runs: number, value: string): void {
  log(`  ${what} ${run + 1}/${runs}: ${value}`);
}

/** Waits until the device's search rows are built; the seconds waited. */
export async function untilSearchIndexBuilt(page: Page, dbName: string): Promise<number> {
  const start = performance.now();
  while (!(await page.evaluate(searchIndexBuilt, dbName))) await new Promise((resolve) => setTimeout(resolve, 100));
  return (performance.now() - start) / 1000;
}
