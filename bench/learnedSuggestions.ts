import { learnMeasureName, suggestMeasureName } from '../src/db/learnedCategories';
import type { Bench } from './bench';
import { syncedBadge } from './browser';
import { median } from './figures';
import { timeUntilSuggestion } from './inPage';
import { accuracyLine, heldOutMonths, measureLearnedAccuracy } from './learnedAccuracy';
import { log } from './log';
import { goInApp, logRun, timed } from './screens';

/** The latest User Timing measure of this name that began at or after `from` (page clock), ms. */
const latestMeasure = (arg: { name: string; from: number }) =>
  performance
    .getEntriesByName(arg.name, 'measure')
    .filter((entry) => entry.startTime >= arg.from)
    .at(-1)?.duration ?? Number.NaN;

/** The open form's fields and text, and how many suggest measures the page has (runs in the page). */
const formState = (measureName: string) => ({
  suggestCalls: performance.getEntriesByName(measureName, 'measure').length,
  fields: [...document.querySelectorAll('[role="dialog"] input, [role="dialog"] select')]
    .map((field) => `${field.id}=${(field as HTMLInputElement).value}`)
    .join(' | '),
  text: (document.querySelector('[role="dialog"]')?.textContent ?? '').slice(0, 600),
});

const listReady = { present: ['table.record-table tbody tr'] };

/**
 * Issue 48, item 2: the real model over a person's bank history (bench/categorisedBankRows.ts),
 * trained on all but the last months, asked about them (bench/learnedAccuracy.ts). In Node: the
 * figures are the model's own, the same on any device but for the times.
 */
export function learnedAccuracyRows(b: Bench): void {
  const accuracy = measureLearnedAccuracy();
  log(`Learned suggestions: ${accuracyLine(accuracy)}`);
  b.add({
    measure: `Learned suggestions: top-1 accuracy, held-out ${heldOutMonths} months (rows suggested for)`,
    unit: '%',
    samples: [(100 * accuracy.correct) / accuracy.suggested],
    note: accuracyLine(accuracy),
  });
  b.add({
    measure: '  coverage: held-out rows with a suggestion',
    unit: '%',
    samples: [(100 * accuracy.suggested) / accuracy.heldOutRows],
  });
  b.add({
    measure: '  one suggestion, the model alone in Node (median)',
    unit: 'ms',
    samples: [median(accuracy.suggestMs)],
  });
  b.add({
    measure: '  one recategorisation learned, model alone in Node (median)',
    unit: 'ms',
    samples: [median(accuracy.retrainMs)],
  });
}

/** Descriptions the data set files under one category each, none of them a rule's: each run's suggestion is the model's. */
const typed = ['Haircut #12', 'Cinema #40', 'Pet food #7', 'Concert #3', 'Cosmetics #88', 'Textbooks #5'];

/**
 * The learned note in the add form: the description set in one input event (as a paste) until
 * "Suggested: ..." shows, React's render with the model's guess in it (the form has no debounce);
 * the model's own call is the app's User Timing measure. The first one waits for the model to be
 * built from the stored transactions, untimed.
 */
export async function suggestionInAddForm(b: Bench): Promise<void> {
  const { page } = b;
  await goInApp(page, '/show_trans', listReady);
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog');
  // The list's Add Transaction opens an income; the descriptions below are expenses.
  await dialog.locator('input[type="radio"][value="withdraw"]').check();
  await dialog.getByLabel('Amount').fill('24.00');
  const description = dialog.getByLabel('Description');
  const note = { noteSelector: '.category-field__similar p', prefix: 'Suggested: ' };
  const started = performance.now();
  try {
    await description.evaluate(timeUntilSuggestion, { ...note, text: 'Haircut #1', timeoutMs: 120_000 });
  } catch (caught) {
    // What the form showed and how often the model was asked, to tell a model not built from one unsure.
    log(`  no learned suggestion: ${JSON.stringify(await page.evaluate(formState, suggestMeasureName))}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    throw caught;
  }
  // The model is built on the page's first use (the first sync's add form may have been it).
  log(`  first learned suggestion shown after ${((performance.now() - started) / 1000).toFixed(2)} s`);
  const shown: number[] = [];
  const model: number[] = [];
  for (let run = 0; run < b.runs; run++) {
    const from = await page.evaluate(() => performance.now());
    const text = typed[run % typed.length]!;
    shown.push(await description.evaluate(timeUntilSuggestion, { ...note, text, timeoutMs: 10_000 }));
    model.push(await page.evaluate(latestMeasure, { name: suggestMeasureName, from }));
    logRun(
      'learned suggestion',
      run,
      b.runs,
      `"${text}": note ${shown.at(-1)!.toFixed(1)} ms, model ${model.at(-1)!.toFixed(2)} ms`,
    );
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 10_000 });
  b.add({
    measure: 'Learned suggestion in the add form (description -> note shown)',
    unit: 'ms',
    samples: shown,
    budget: { kind: 'max', value: 10 },
  });
  b.add({ measure: "  the model's suggest call (app's User Timing measure)", unit: 'ms', samples: model });
}

/**
 * One transaction's category changed (the list's first row, through the bulk bar) until the model
 * has learned it: the app's User Timing measure of the forget-and-learn step, which runs as the
 * command commits. Each run is undone through the toast.
 */
export async function retrainAfterOneCategorisation(b: Bench): Promise<void> {
  const { page } = b;
  await goInApp(page, '/show_trans', listReady);
  const learn: number[] = [];
  const applied: number[] = [];
  for (let run = -1; run < b.runs; run++) {
    await page.locator('table.record-table tbody tr').first().locator('input.select-box').check();
    await page.locator('.bulk-bar__count', { hasText: '1 selected' }).waitFor();
    await page
      .getByRole('region', { name: 'Bulk edit' })
      .getByLabel('New category')
      .fill(`Sorted by hand ${run + 2}`);
    const from = await page.evaluate(() => performance.now());
    const t = await timed(page, {
      click: '.bulk-bar__form button[type="submit"]',
      ready: { present: [], texts: [{ selector: '.undo-toast__message', text: '1 transaction changed.' }] },
    });
    const took = await page.evaluate(latestMeasure, { name: learnMeasureName, from });
    await page.locator('.undo-toast').hover();
    await syncedBadge(page).waitFor({ timeout: 60_000 });
    await timed(page, {
      click: '.undo-toast__button',
      ready: { present: [], texts: [{ selector: '.undo-toast__message', text: 'Undone: 1 transaction changed.' }] },
    });
    await syncedBadge(page).waitFor({ timeout: 60_000 });
    if (run < 0) continue; // warm-up: the bar's code is loaded once
    learn.push(took);
    applied.push(t.dom);
    logRun(
      'retrain after one categorisation',
      run,
      b.runs,
      `learned in ${took.toFixed(2)} ms, ${t.dom.toFixed(0)} ms to "changed"`,
    );
  }
  b.add({
    measure: 'Retraining after one categorisation (the learn step at the commit)',
    unit: 'ms',
    samples: learn,
    budget: { kind: 'max', value: 50 },
  });
  b.add({
    measure: '  Apply in the bulk bar -> "1 transaction changed."',
    unit: 'ms',
    samples: applied,
  });
}
