import type { Bench } from './bench';
import { repeat } from './bench';
import { benchRuleCount, pushBenchRules, removeBenchRules } from './benchRules';
import { syncedBadge } from './browser';
import { learnedAccuracyRows, retrainAfterOneCategorisation, suggestionInAddForm } from './learnedSuggestions';
import { log } from './log';
import { longFramesSince, longTasksSince, pageNow } from './responsiveness';
import { goInApp, logRun, timed } from './screens';

/**
 * Issue 48's performance rows: the 20 rules run over every stored transaction through the Rules
 * screen, the learned suggestion in the add form, retraining after one categorisation, and the
 * learned model's accuracy on a person's bank history. The rules are made at the start and deleted
 * at the end, and each run of them is undone, so the device is left as found.
 */
export async function rulesPhase(b: Bench): Promise<void> {
  learnedAccuracyRows(b);
  await pushBenchRules(b);
  try {
    await rulesOverStoredTransactions(b);
    // A suggestion that never shows is said in the notes; the retraining is still measured.
    await suggestionInAddForm(b).catch((caught: unknown) =>
      b.note(`Learned suggestion in the add form failed: ${String(caught)}`),
    );
    await retrainAfterOneCategorisation(b);
  } finally {
    await removeBenchRules(b);
  }
}

const checkButton = 'Check transactions';
const changing = (n: string) => `${n} ${n === '1' ? 'transaction' : 'transactions'}`;

/**
 * "Run the rules on your transactions" (RunRulesSection.tsx): Check until the count is said (every
 * transaction read and matched), then its Change button until "Rules applied to N transactions."
 * (one command, committed); the figure is the two together, a person's wait without their reading
 * time. Long tasks count over both. Each run is undone through the toast, after the change synced.
 */
async function rulesOverStoredTransactions(b: Bench): Promise<void> {
  const { page } = b;
  const results = await repeat(b.heavyRuns, b.heavyBudgetSeconds, async (run) => {
    await goInApp(page, '/rules', {
      present: ['#run-rules-heading'],
      buttons: [{ text: checkButton, disabled: false }],
    });
    await syncedBadge(page).waitFor({ timeout: 120_000 });
    const from = await pageNow(page);
    const check = await timed(
      page,
      {
        clickButton: checkButton,
        ready: { present: [], busyFirst: checkButton, buttons: [{ text: checkButton, disabled: false }] },
      },
      300_000,
    );
    const said = (await page.locator('.run-rules__status').textContent()) ?? '';
    const count = /would change ([\d,]+) transactions?/.exec(said)?.[1];
    if (!count) throw new Error(`The rules changed nothing: "${said}"`);
    const apply = await timed(
      page,
      {
        clickButton: `Change ${changing(count)}`,
        ready: {
          present: [],
          texts: [{ selector: '.run-rules__status', text: `Rules applied to ${changing(count)}.` }],
        },
      },
      300_000,
    );
    const tasks = await longTasksSince(page, from);
    // What ran in the long tasks, from the Long Animation Frame entries (a trace would slow the page).
    if (run === 0) for (const line of await longFramesSince(page, from)) log(`    ${line}`);
    // The pointer on the toast holds its Undo button while the changes sync.
    await page.locator('.undo-toast').hover();
    await syncedBadge(page).waitFor({ timeout: 300_000 });
    const undo = await timed(
      page,
      {
        click: '.undo-toast__button',
        ready: {
          present: [],
          texts: [{ selector: '.undo-toast__message', text: `Undone: Rules applied to ${changing(count)}.` }],
        },
      },
      300_000,
    );
    await syncedBadge(page).waitFor({ timeout: 300_000 });
    logRun(
      'rules over the stored transactions',
      run,
      b.heavyRuns,
      `check ${check.dom.toFixed(0)} ms, change of ${count} ${apply.dom.toFixed(0)} ms, ` +
        `longest task ${tasks.longest.toFixed(0)} ms (${tasks.over50} over 50 ms), undo ${undo.dom.toFixed(0)} ms`,
    );
    return { check: check.dom / 1000, apply: apply.dom / 1000, undo: undo.dom / 1000, tasks, count };
  });
  const count = results[0]!.count;
  b.add({
    measure: `Rules over ${b.size.toLocaleString('en-US')} transactions (${benchRuleCount} rules): Check + Change, done`,
    unit: 's',
    samples: results.map((r) => r.check + r.apply),
    budget: { kind: 'max', value: 3 },
    note: `the rules changed ${count} transactions (tags; the data set's categories stay); tasks over 50 ms: ${results.map((r) => r.tasks.over50).join(', ')}`,
  });
  b.add({
    measure: '  Check -> count shown (every row read and matched)',
    unit: 's',
    samples: results.map((r) => r.check),
  });
  b.add({
    measure: '  Change -> "Rules applied" (one command, committed)',
    unit: 's',
    samples: results.map((r) => r.apply),
  });
  b.add({
    measure: '  longest task during the check and the change',
    unit: 'ms',
    samples: results.map((r) => r.tasks.longest),
    budget: { kind: 'max', value: 50, everyRun: true },
  });
  b.add({
    measure: '  Undo of that run (toast\'s Undo -> "Undone")',
    unit: 's',
    samples: results.map((r) => r.undo),
  });
}
