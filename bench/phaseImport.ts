import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { importChunkSize } from '../src/db/commands/imports';
import type { Bench } from './bench';
import { benchRuleCount, pushBenchRules, removeBenchRules } from './benchRules';
import { profiles, profileWhile } from './cpuProfile';
import { log } from './log';
import { goInApp } from './screens';

const rows = 100_000;
const dayMs = 86_400_000;
const payees = [
  'REWE Markt',
  'Stadtwerke',
  'Bäckerei Schmidt',
  'Tankstelle',
  'Apotheke',
  'Buchhandlung',
  'Kino',
  'Café',
];

/**
 * A bank's CSV of 100,000 rows over the data set's five years (`;` separators, quoted text, decimal
 * commas, day-first dates): the dates the device already holds, so the duplicate check reads the
 * stored transactions of every day and each chunk updates existing day rows (the slower case).
 */
function bankCsv(startDate: string, endDate: string): string {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const days = Math.round((Date.parse(`${endDate}T00:00:00Z`) - start) / dayMs) + 1;
  const lines = ['Buchungstag;Empfänger;Verwendungszweck;Betrag;Währung'];
  for (let i = 0; i < rows; i++) {
    const date = new Date(start + (i % days) * dayMs).toISOString().slice(0, 10);
    const [year, month, day] = date.split('-');
    const cents = 100 + ((i * 7919) % 250_000);
    const amount = `${i % 9 === 0 ? '' : '-'}${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    lines.push(`${day}.${month}.${year};"${payees[i % payees.length]} ${i % 97}";"Import Bench ${i}";${amount};EUR`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Seconds from `start` until `wait` is over. */
async function secondsUntil(start: number, wait: Promise<void>): Promise<number> {
  await wait;
  return (performance.now() - start) / 1000;
}

/** Waits up to 15 minutes for `text`, logging the screen's progress line every 15 s (a loaded machine is slow). */
async function untilShown(page: Page, text: RegExp): Promise<void> {
  const deadline = performance.now() + 900_000;
  for (;;) {
    try {
      await page.getByText(text).waitFor({ timeout: 15_000 });
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      log(`  ... ${(await page.locator('[role="status"]').allTextContents()).join(' | ')}`);
    }
  }
}

/**
 * Importing 100,000 rows from a bank's CSV through the import screen, once (issue 17), with the 20
 * rules of the rules phase in place and the learned suggestions on (issue 48: "import of 100,000 rows
 * with rules and suggestions within its 20 s budget"): the file read in the worker, the preview with
 * its duplicate check, rules and suggestions, the import itself (the budget: <= 20 s), the longest
 * task the page ran meanwhile, and the undo of the whole import and the rules' removal, which put
 * the device back as the other phases found it.
 */
export async function importPhase(b: Bench): Promise<void> {
  const { page } = b;
  const folder = mkdtempSync(join(tmpdir(), 'money-kitchen-import-'));
  const file = join(folder, 'bank-100k.csv');
  writeFileSync(file, bankCsv(b.dataset.startDate, b.endDate));
  await pushBenchRules(b);
  try {
    await goInApp(page, '/import_trans', { present: ['#import-file'] });
    let start = performance.now();
    await page.locator('#import-file').setInputFiles(file);
    const read = await secondsUntil(
      start,
      page.getByRole('heading', { name: '2. Match the columns' }).waitFor({ timeout: 120_000 }),
    );
    start = performance.now();
    await page.getByRole('button', { name: 'Continue' }).click();
    const previewed = await secondsUntil(
      start,
      page.getByRole('heading', { name: '3. Check before importing' }).waitFor({ timeout: 120_000 }),
    );
    const adding = (await page.getByTestId('import-adding').textContent()) ?? '';
    // What the rules and the learned model set on the rows, as the preview says it (absent: none).
    const ruledAndSuggested = await page.locator('#import-ruled-heading, #import-suggested-heading').allTextContents();
    await page.evaluate(() => {
      const tasks: number[] = [];
      new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration))).observe({
        type: 'longtask',
      });
      (window as unknown as { importLongTasks: number[] }).importLongTasks = tasks;
    });
    start = performance.now();
    const importing = async () => {
      await page.getByRole('button', { name: /^Import [\d,]+ transactions?$/ }).click();
      return secondsUntil(start, untilShown(page, /transactions? added from bank-100k\.csv\./));
    };
    const imported = await (profiles.includes('import')
      ? profileWhile(page, 'the import', importing, 30)
      : importing());
    const tasks = await page.evaluate(() => (window as unknown as { importLongTasks: number[] }).importLongTasks);
    const added = (await page.getByText(/added from bank-100k/).textContent()) ?? '';
    log(
      `  import: read ${read.toFixed(2)} s, preview ${previewed.toFixed(2)} s, import ${imported.toFixed(2)} s (${added})`,
    );
    b.add({
      measure: `Import ${rows.toLocaleString('en-US')} CSV rows, ${benchRuleCount} rules and suggestions (Import -> done, chunks of ${importChunkSize.toLocaleString('en-US')})`,
      unit: 's',
      samples: [imported],
      budget: { kind: 'max', value: 20 },
      note: `${added} Preview said: "${adding}" ${ruledAndSuggested.map((text) => `"${text}"`).join(' ') || '(no row ruled or suggested)'}. Long tasks during it: ${tasks.length}, longest ${Math.max(0, ...tasks).toFixed(0)} ms`,
    });
    b.add({ measure: '  file chosen -> mapping step (read in the worker)', unit: 's', samples: [read] });
    b.add({
      measure: '  Continue -> preview (mapping, duplicate check, rules, suggestions)',
      unit: 's',
      samples: [previewed],
    });
    b.add({ measure: '  longest task on the page during the import', unit: 'ms', samples: [Math.max(0, ...tasks)] });

    await page.getByRole('button', { name: 'Undo import: bank-100k.csv' }).click();
    // Timed from the in-app confirmation's yes (src/ui/confirmDialog.ts), where the undo starts.
    const confirmYes = page.getByRole('alertdialog').locator('[data-answer="yes"]');
    await confirmYes.waitFor();
    start = performance.now();
    await confirmYes.click();
    const undone = await secondsUntil(start, untilShown(page, /imported from bank-100k\.csv removed\./));
    b.add({ measure: '  Undo of that import (click -> done)', unit: 's', samples: [undone] });
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await removeBenchRules(b);
  }
}
