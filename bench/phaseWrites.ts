import { readFileSync } from 'node:fs';
import type { Bench } from './bench';
import { profiles, profileWhile } from './cpuProfile';
import { commandMeasureName } from '../src/db/commands/runCommand';
import { syncedBadge } from './browser';
import { msAtMost } from './figures';
import { rawAddTransaction } from './inPage';
import { traces, traceWhile } from './trace';
import { typingRows, whileTyping } from './responsiveness';
import { addThroughModal, goInApp, logRun, timed } from './screens';
import { bulkEditRows } from './bulkEdit';

/**
 * Adding a transaction and a 3-part split (through the modal, and the command's storage alone), a
 * transfer, a bulk edit of 1,000 rows, then the CSV export.
 */
export async function writePhase(b: Bench): Promise<void> {
  const { page, runs } = b;
  await goInApp(page, '/show_trans', { present: ['table.record-table tbody tr'] });
  await syncedBadge(page).waitFor({ timeout: 60_000 });
  const add = await addsThroughModal(b, 'add through the modal');
  b.add(msAtMost('Add-transaction command, derived figures updated (committed)', add.command, 10));
  b.add({ measure: '  Save in the modal -> new row in the list', unit: 'ms', samples: add.row });
  b.add({ measure: '  Save -> success banner (command committed, modal re-rendered)', unit: 'ms', samples: add.saved });
  // Issue 45: "adding a 3-part split <= 10 ms (command committed)", a receipt of 86.40.
  const split = await addsThroughModal(b, 'split through the modal', {
    amount: '86.40',
    parts: [
      { category: 'Groceries', amount: '61.20' },
      { category: 'Home', amount: '15.00' },
      { category: 'Dining', amount: '10.20' },
    ],
  });
  b.add(msAtMost('Add-split command, 3 parts, derived figures updated (committed)', split.command, 10));
  b.add({ measure: '  Save in the modal -> new split row in the list', unit: 'ms', samples: split.row });

  await typingInAddForm(b);
  await transferThroughModal(b);

  // Dated the day before: today's first rows stay the ones the modal added.
  const dayBefore = new Date(Date.parse(`${b.endDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const raw: number[] = [];
  for (let run = 0; run < runs; run++) {
    raw.push(
      await page.evaluate(rawAddTransaction, {
        name: b.dbName,
        record: {
          id: `bench-raw-${run + 1}`,
          amount_cents: 1234 + run,
          currency: 'EUR',
          trans_status: 'withdraw' as const,
          category: 'Groceries',
          trans_details: `Bench raw add ${run + 1}`,
          date: dayBefore,
          created_at: new Date().toISOString(),
          scheduled_id: null,
          wish_id: null,
        },
      }),
    );
  }
  b.add({
    measure: '  raw IDB: the command (record + outbox + 3 derived rows, one tx)',
    unit: 'ms',
    samples: raw,
  });

  await bulkEditRows(b);

  // CSV export of everything (no filter): from the click until the file is handed to the browser.
  await page.goto(new URL('/show_trans', page.url()).href);
  await page.locator('table.record-table tbody tr').first().waitFor();
  await syncedBadge(page).waitFor({ timeout: 60_000 });
  const csv: number[] = [];
  let rows = 0;
  for (let run = 0; run < runs; run++) {
    const download = page.waitForEvent('download', { timeout: 120_000 });
    const t = await timed(
      page,
      {
        clickButton: 'Export CSV',
        ready: { present: [], busyFirst: 'Export CSV', buttons: [{ text: 'Export CSV', disabled: false }] },
      },
      120_000,
    );
    const file = await (await download).path();
    if (run === 0) rows = readFileSync(file, 'utf8').trimEnd().split('\n').length - 1;
    csv.push(t.dom / 1000);
    logRun('CSV export', run, runs, `${(t.dom / 1000).toFixed(2)} s`);
  }
  b.add({
    measure: 'CSV export of all transactions (click -> file handed over)',
    unit: 's',
    samples: csv,
    budget: { kind: 'max', value: 3 },
    note: `${rows} data rows`,
  });
}

/** `b.runs` adds through the modal after one untimed (its code is loaded once); with `split`, each split so. */
async function addsThroughModal(b: Bench, what: string, split?: Parameters<typeof addThroughModal>[2]) {
  const { page, runs } = b;
  const times = { row: [] as number[], saved: [] as number[], command: [] as number[] };
  for (let run = -1; run < runs; run++) {
    const add = () => addThroughModal(page, run + 1, split);
    const profiled = !split && run === 0 && profiles.includes('add');
    const t = await (profiled
      ? profileWhile(page, 'an add through the modal', add)
      : run >= 0 && traces.includes(split ? 'add-split' : 'add')
        ? traceWhile(b.browser, page, `add ${run + 1}`, commandMeasureName, add)
        : add());
    if (run < 0) continue;
    times.row.push(t.row);
    times.saved.push(t.saved);
    times.command.push(t.command);
    logRun(
      what,
      run,
      runs,
      `command ${t.command.toFixed(1)} ms, ${t.saved.toFixed(1)} ms to "added", ${t.row.toFixed(1)} ms to the new row`,
    );
  }
  return times;
}

/**
 * Typing in the add form at full size (issue 15, section 2): amount, category (which suggests the
 * categories in use as it is typed) and description, a key every 80 ms, then Close. The longest task
 * and the slowest keystroke's interaction-to-next-paint.
 */
async function typingInAddForm(b: Bench): Promise<void> {
  const { page } = b;
  await typingRows(b, 'Typing in the add form: longest task (amount, category, description)', async () => {
    await page.getByRole('button', { name: 'Add Transaction' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Description').waitFor();
    const typing = await whileTyping(
      page,
      [
        [dialog.getByLabel('Amount'), '42.50'],
        [dialog.getByLabel('Category'), 'Groceries'],
        [dialog.getByLabel('Description'), 'Weekly market, fruit and bread'],
      ],
      () => dialog.getByLabel('Description').inputValue(),
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    return typing;
  });
}

/**
 * A transfer through the Move money modal (issue 18, section 2): the command's own time, start to
 * commit, as for an add, and from Save to the transfer's row in the list.
 */
async function transferThroughModal(b: Bench): Promise<void> {
  const { page, runs } = b;
  const command: number[] = [];
  const row: number[] = [];
  for (let run = -1; run < runs; run++) {
    const details = `Bench transfer ${run + 1} ${Date.now()}`;
    await page.getByRole('button', { name: 'Move money' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move money between currencies' });
    // Between accounts (issue 44): from the EUR current account to the USD one; each amount field is
    // named with its account's currency once both are chosen.
    const [from, to] = [b.dataset.reconcileAccountId, b.dataset.accounts.find((a) => a.currency === 'USD')?.id];
    if (!from || !to) throw new Error('The data set has no EUR and USD accounts to move money between');
    await dialog.getByLabel('From account', { exact: true }).selectOption(from);
    await dialog.getByLabel('To account', { exact: true }).selectOption(to);
    await dialog.getByLabel('Amount out (EUR)', { exact: true }).fill('100');
    await dialog.getByLabel('Amount in (USD)', { exact: true }).fill('108.20');
    await dialog.getByLabel('Description').fill(details);
    const t = await timed(page, {
      clickButton: 'Save transfer',
      ready: { present: [], texts: [{ selector: 'td.record-table__text', text: details, any: true }] },
    });
    const took = await page.evaluate(
      (name) => performance.getEntriesByName(name, 'measure').at(-1)?.duration ?? Number.NaN,
      commandMeasureName,
    );
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await syncedBadge(page).waitFor({ timeout: 30_000 });
    if (run < 0) continue; // warm-up: the modal's code is loaded once
    command.push(took);
    row.push(t.dom);
    logRun('transfer through the modal', run, runs, `command ${took.toFixed(1)} ms, ${t.dom.toFixed(1)} ms to the row`);
  }
  b.add(msAtMost('Transfer command (both sides, balances, outbox; committed)', command, 10));
  b.add({ measure: '  Save transfer -> its row in the list', unit: 'ms', samples: row });
}
