import { readFileSync } from 'node:fs';
import type { Bench } from './bench';
import { syncedBadge } from './browser';
import { rawAddTransaction } from './inPage';
import { addThroughModal, goInApp, logRun, timed } from './screens';

/** Adding a transaction (through the modal, and the command's storage alone), then the CSV export. */
export async function writePhase(b: Bench): Promise<void> {
  const { page, runs } = b;
  await goInApp(page, '/show_trans', { present: ['table.record-table tbody tr'] });
  await syncedBadge(page).waitFor({ timeout: 60_000 });
  const modal: number[] = [];
  const saved: number[] = [];
  const command: number[] = [];
  for (let run = -1; run < runs; run++) {
    const t = await addThroughModal(page, run + 1);
    if (run < 0) continue; // warm-up: the modal's code is loaded once
    modal.push(t.row);
    saved.push(t.saved);
    command.push(t.command);
    logRun(
      'add through the modal',
      run,
      runs,
      `command ${t.command.toFixed(1)} ms, ${t.saved.toFixed(1)} ms to "added", ${t.row.toFixed(1)} ms to the new row`,
    );
  }
  b.add({
    measure: 'Add-transaction command, derived figures updated (committed)',
    unit: 'ms',
    samples: command,
    budget: { kind: 'max', value: 10 },
  });
  b.add({
    measure: '  Save in the modal -> new row in the list',
    unit: 'ms',
    samples: modal,
  });
  b.add({ measure: '  Save -> success banner (command committed, modal re-rendered)', unit: 'ms', samples: saved });

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

  // CSV export of everything (no filter): from the click until the file is handed to the browser.
  await page.reload();
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
