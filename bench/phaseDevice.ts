import { monthOf } from '../src/domain/dates';
import { repeat, type Bench } from './bench';
import { median } from './figures';
import { countsIn, syncedBadge } from './browser';
import { log } from './log';
import { tabMemory } from './memory';
import { installColdStartProbe, offlineColdStart, pushQueued } from './offline';
import { dashboardReady, goInApp, logRun, reportReady, settle, timed } from './screens';

/** Tab memory, offline cold start and the push of 10,000 changes made offline. */
export async function devicePhase(b: Bench): Promise<void> {
  const { page, context, runs } = b;
  const year = monthOf(b.endDate).year - 1;

  // Memory after using the main screens, this tab the only one open.
  await page.goto(`${b.baseUrl}/dashboard`);
  await timed(page, { ready: dashboardReady });
  await goInApp(page, '/show_trans', { present: ['table.record-table tbody tr'] });
  await goInApp(page, `/reports?tab=yearly&year=${year}`, reportReady('yearly'));
  await goInApp(page, '/dashboard', dashboardReady);
  await settle(page, 2000);
  const memory = await tabMemory(b.browser, context, page);
  b.add({
    measure: 'Tab memory with the data set loaded (renderer private memory)',
    unit: 'MB',
    samples: [memory.tabPrivateMb],
    budget: { kind: 'max', value: 150 },
    note: `the tab's renderer process; every renderer alive: ${memory.rendererPrivateMb.map((mb) => mb.toFixed(1)).join(', ')} MB`,
  });
  b.add({
    measure: '  all renderer processes together (with service worker, spare)',
    unit: 'MB',
    samples: [memory.rendererPrivateMb.reduce((sum, mb) => sum + mb, 0)],
  });
  b.add({ measure: '  JS heap used after GC', unit: 'MB', samples: [memory.jsHeapUsedMb] });

  // Offline cold start.
  if (!(await page.evaluate(() => navigator.serviceWorker?.controller !== null))) {
    b.note('No service worker controlled the page: an offline start cannot be served.');
  }
  await installColdStartProbe(context);
  const cold: number[] = [];
  const marks: Record<string, number[]> = {};
  let served = true;
  for (let run = 0; run < runs; run++) {
    const t = await offlineColdStart(context, b.baseUrl);
    served &&= t.controlled;
    cold.push(t.ms);
    for (const [name, ms] of Object.entries(t.marks)) (marks[name] ??= []).push(ms);
    const steps = Object.entries(t.marks)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ');
    logRun('offline cold start', run, runs, `${t.ms.toFixed(0)} ms (service worker: ${t.controlled}; ${steps})`);
  }
  b.note(
    `Offline cold start, medians from the navigation start (ms): ${Object.entries(marks)
      .map(([name, values]) => `${name} ${median(values).toFixed(0)}`)
      .join(', ')}`,
  );
  b.add({
    measure: 'Offline cold start to a rendered dashboard (figures in the DOM)',
    unit: 'ms',
    samples: cold,
    budget: { kind: 'max', value: 1000 },
    note: served
      ? 'served by the service worker (stopped before each run)'
      : 'NOT served by a service worker in every run',
  });

  // Push of 10,000 edits queued offline; each run edits a different 10,000.
  const pushPage = await context.newPage();
  pushPage.on('pageerror', (error) => log(`  page error: ${error.message}`));
  await pushPage.goto(`${b.baseUrl}/show_trans`);
  await syncedBadge(pushPage).waitFor({ timeout: 120_000 });
  const results = await repeat(b.heavyRuns, b.heavyBudgetSeconds, async (run) => {
    const fromId = `bench-tx-${String(((run * 10_000) % (b.size - 10_000)) + 1).padStart(6, '0')}`;
    const r = await pushQueued(context, pushPage, run, fromId);
    if (r.counts.outbox !== 0 || r.counts.rejections !== 0)
      throw new Error(`The push left ${JSON.stringify(r.counts)}`);
    logRun(
      'push of queued edits',
      run,
      b.heavyRuns,
      `${r.queued} pushed in ${r.pushSeconds.toFixed(1)} s, idle after ${r.idleSeconds.toFixed(1)} s`,
    );
    for (const frame of r.longFrames) log(`    ${frame}`);
    return r;
  });
  b.add({
    measure: 'Push of 10,000 mutations queued offline (until the outbox is empty)',
    unit: 's',
    samples: results.map((r) => r.pushSeconds),
    budget: { kind: 'max', value: 15 },
  });
  b.add({
    measure: '  until sync is idle (push, then pull of the same 10,000 back)',
    unit: 's',
    samples: results.map((r) => r.idleSeconds),
  });
  b.add({
    measure: '  longest task during the push and the pull back',
    unit: 'ms',
    samples: results.map((r) => r.longTasks.longest),
    budget: { kind: 'max', value: 50, everyRun: true },
    note: 'PerformanceObserver longtask, from going online until synced (0: no task over 50 ms)',
  });
  b.add({
    measure: '  tasks over 50 ms during the push and the pull back',
    unit: 'count',
    samples: results.map((r) => r.longTasks.over50),
    budget: { kind: 'max', value: 0, everyRun: true },
  });
  b.note(`Device at the end: ${JSON.stringify(await countsIn(pushPage))}`);
  // The offline cold starts closed the phase's first page: the phases after this one use this one.
  b.page = pushPage;
}
