import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstDayOfMonth, monthOf, todayIn, type IsoDate } from '../src/domain/dates';
import { signedCents } from '../src/domain/history';
import type { TransactionRecord } from '../src/domain/records';
import { serverRateTableCount } from './api';
import { repeat, type Bench } from './bench';
import { chromiumPath, launchChromium } from './browser';
import { cleanUp, onCleanup, runMain } from './cleanup';
import { datasetMutations, generateDataset } from './dataset';
import { median, table, type Figure } from './figures';
import { firstSync, type ExpectedFigures } from './firstSync';
import { databaseName, rawPutMilliseconds } from './inPage';
import { landingScripts } from './landing';
import { loadAccount } from './loadAccount';
import { envInt, log } from './log';
import { machineLines } from './machine';
import { devicePhase } from './phaseDevice';
import { importPhase } from './phaseImport';
import { instancesPhase } from './phaseInstances';
import { readPhase } from './phaseReads';
import { searchPhase } from './phaseSearch';
import { comparisonSettings, postgresTargets, serverPhase, sqliteTargets } from './phaseServer';
import { writePhase } from './phaseWrites';
import { startRatesProvider } from './ratesProvider';
import type { Responsiveness } from './responsiveness';
import { listOrder, logRun, untilSearchIndexBuilt } from './screens';
import { buildApp, copyBuild, postgresServerProcesses, serverProcesses, startServer } from './server';

/**
 * `npm run bench`: builds the app, serves it on a fresh SQLite database, loads the deterministic data
 * set through sync push, drives Debian's Chromium and prints one table of medians (BENCHMARKS.md).
 *
 * BENCH_RUNS (5) runs per measure; BENCH_HEAVY_RUNS (3) for first sync and the 10k push, each
 * stopping early past BENCH_HEAVY_SECONDS (240) in all; BENCH_TRANSACTIONS (100000);
 * BENCH_LOAD_SECONDS (10) per server load run; BENCH_ONLY=landing,sync,reads,search,writes,device,import,server,instances
 * (the last needs PostgreSQL and nginx);
 * BENCH_COMPARE_DIST=folder measures another build's dist/ beside this one (BENCH_COMPARE_DATA=own: on
 * data of its own, for a build older than the database; BENCH_COMPARE_PROCESSES; bench/phaseServer.ts);
 * BENCH_SKIP_BUILD=1 uses dist/ as it is; BENCH_JSON=file also writes the results as JSON.
 */
async function bench() {
  const runs = envInt('BENCH_RUNS', 5);
  // Every first-sync run signs in through the page, and the server allows 10 sign-ins per 15 minutes.
  const heavyRuns = Math.min(8, envInt('BENCH_HEAVY_RUNS', 3));
  const heavyBudgetSeconds = envInt('BENCH_HEAVY_SECONDS', 240);
  const size = envInt('BENCH_TRANSACTIONS', 100_000, 20_000);
  const loadSeconds = envInt('BENCH_LOAD_SECONDS', 10);
  const only = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
  const wants = (phase: string) => only.size === 0 || only.has(phase);
  const browserPhases = ['sync', 'reads', 'search', 'writes', 'device', 'import'].filter(wants);
  // BENCH_ONLY=server needs no browser: it then runs where Chromium is not installed.
  const needsBrowser = wants('landing') || browserPhases.length > 0;
  // Checked before the minutes spent building and loading the data set.
  if (needsBrowser && !existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}: apt-get install chromium, or set CHROMIUM_PATH`);
  }
  const figures: Figure[] = [];
  const notes: string[] = [];
  const add = (figure: Figure) => {
    figures.push(figure);
    const value = figure.check === undefined ? `${median(figure.samples).toFixed(2)} ${figure.unit}` : figure.check;
    log(`= ${figure.measure.trim()}: ${value}`);
  };
  const note = (text: string) => notes.push(text);
  const loadText = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
  const loadAtStart = loadText();
  // Read (and checked) before the build and the load, like the browser.
  const compare = comparisonSettings();

  if (process.env.BENCH_SKIP_BUILD === '1') log('Using the existing build (BENCH_SKIP_BUILD=1)');
  else {
    log('Building the app (npm run build)...');
    buildApp();
  }
  const work = mkdtempSync(join(tmpdir(), 'money-kitchen-bench-'));
  onCleanup('remove the temporary folder', () => rmSync(work, { recursive: true, force: true }));
  const appDir = copyBuild(work);
  const dataDir = join(work, 'data');
  const rates = await startRatesProvider();
  onCleanup('stop the rates provider', () => rates.close());
  // BENCH_EVENT_LOOP: the server reports its event-loop lag on SIGUSR2 (server/benchEventLoop.ts).
  const server = await startServer(appDir, dataDir, { RATES_URLS: rates.urlTemplate, BENCH_EVENT_LOOP: '1' });
  const baseUrl = server.baseUrl;
  note(
    `Servers started with SERVER_PROCESSES=${serverProcesses} on SQLite and ${postgresServerProcesses} on PostgreSQL ` +
      '(BENCH_SERVER_PROCESSES; a comparison build older than the setting serves with 1)',
  );
  log(`Server on ${baseUrl} (${serverProcesses} processes), SQLite in ${dataDir}, rates from ${rates.urlTemplate}`);

  // The data set, loaded through sync push.
  const endDate = todayIn(new Date(), 'UTC');
  const dataset = generateDataset({
    prefix: 'bench',
    transactions: size,
    years: 5,
    endDate,
    scheduled: 20,
    wishes: 50,
    favoriteCurrency: 'EUR',
    quietLastDay: true,
  });
  const mutations = datasetMutations(dataset);
  log(
    `Data set: ${dataset.transactions.length} transactions ${dataset.startDate}..${endDate} ` +
      `(${dataset.counts.occurrences} scheduled occurrences, ${dataset.counts.wishPurchases} wish purchases), ` +
      `${dataset.scheduled.length} scheduled, ${dataset.wishes.length} wishes, ${dataset.targets.length} targets`,
  );
  const { account, session, pushSeconds } = await loadAccount({
    label: 'The server',
    baseUrl,
    dataDir,
    name: 'bench',
    mutations,
    expectedTransactions: size,
    rates,
    progressStep: 0.1,
  });
  const rateTables = await serverRateTableCount(baseUrl, session.access);
  add({
    measure: 'Load the data set into the server (sync push, 500 per request)',
    unit: 's',
    samples: [pushSeconds],
    note: `${mutations.length} mutations, ${Math.round(mutations.length / pushSeconds)} per second`,
  });
  log(`Server holds ${size} transactions and ${rateTables} rate tables`);

  const browser = needsBrowser ? await launchChromium() : undefined;
  const chromiumVersion = browser?.version() ?? 'not started';

  if (browser && wants('landing')) {
    log('Landing page: the scripts of a first visit');
    const landing = await landingScripts(browser, baseUrl, join(appDir, 'dist/client'));
    add({
      measure: 'JS before the landing page is usable (gzip)',
      unit: 'KB',
      samples: [landing.gzipBytes / 1024],
      budget: { kind: 'max', value: 150 },
      note: `${landing.files.length} files: ${landing.files.map((f) => `${f.path} ${(f.gzipBytes / 1024).toFixed(1)}`).join(', ')}`,
    });
    add({
      measure: 'Charts in their own chunk, not loaded by the landing page',
      unit: 'count',
      samples: [landing.chartChunks.length],
      check: landing.chartChunks.length > 0 && !landing.chartChunkLoaded,
      note: landing.chartChunks.map((c) => `${c.file} ${(c.gzipBytes / 1024).toFixed(1)} KB gzip`).join(', '),
    });
    note(`All JS of the build (every route, gzip -9): ${(landing.allJsGzipBytes / 1024).toFixed(1)} KB`);
  }

  if (browser && browserPhases.length > 0) {
    // First sync of a new device; the last device stays open for the other measures.
    let device: Awaited<ReturnType<typeof firstSync>> | undefined;
    const syncRuns = wants('sync') ? heavyRuns : 1;
    const expectedFigures = figuresOf(dataset.transactions, endDate);
    const syncs = await repeat(syncRuns, heavyBudgetSeconds, async (run) => {
      if (device) await device.context.close();
      device = await firstSync(browser, baseUrl, account, expectedFigures, session.access);
      const progress = device.result.progressTexts.filter((t) => /received/.test(t));
      logRun('first sync', run, syncRuns, `${device.result.seconds.toFixed(1)} s, ${progress.length} progress texts`);
      return { ...device.result, progress };
    });
    const last = syncs.at(-1)!;
    add({
      measure: 'Dashboard figures correct after sign-in on a new device',
      unit: 's',
      samples: syncs.map((s) => s.figuresSeconds),
      budget: { kind: 'max', value: 2 },
      note: "balances of every currency and this month's day rows equal the data set's (raw IndexedDB, polled every 20 ms)",
    });
    add({
      measure: `First sync of a new device, full history (${size.toLocaleString('en-US')} tx into IndexedDB)`,
      unit: 's',
      samples: syncs.map((s) => s.seconds),
      budget: { kind: 'max', value: 12 },
      note: `progress in the sidebar: "${last.progress[0] ?? 'none'}" ... "${last.progress.at(-1) ?? 'none'}" (${last.progress.length} texts); one expense added through the modal on the way`,
    });
    add({
      measure: '  longest task during the first sync',
      unit: 'ms',
      samples: syncs.map((s) => s.longTasks.longest),
      budget: { kind: 'max', value: 50, everyRun: true },
      note: 'PerformanceObserver longtask, from sign-in until synced (0: no task over 50 ms)',
    });
    add({
      measure: '  tasks over 50 ms during the first sync',
      unit: 'count',
      samples: syncs.map((s) => s.longTasks.over50),
      budget: { kind: 'max', value: 0, everyRun: true },
    });
    // Two clicks while the history streams: opening the add-transaction modal, then its Save.
    clickRows(
      add,
      '  Add Expense opening the add-transaction modal (its first opening on the page): INP',
      syncs.flatMap((s) => (s.opened ? [s.opened] : [])),
    );
    clickRows(
      add,
      '  Save in the add-transaction modal while the history streams: INP',
      syncs.flatMap((s) => (s.save ? [s.save] : [])),
      { kind: 'max', value: 100 },
    );
    note(`Device after first sync: ${JSON.stringify(last.counts)}`);
    // The search rows a first sync leaves out are built after it; the other measures wait for them.
    const indexSeconds = await untilSearchIndexBuilt(device!.page, await device!.page.evaluate(databaseName));
    add({
      measure: '  search rows built in the background after it',
      unit: 's',
      samples: [indexSeconds],
      note: 'from the end of the last first sync until the search index covers every transaction',
    });
    if (wants('sync')) {
      // The first sync's floor on this machine: as many puts by raw IndexedDB, and the same records
      // packed 100 to a stored value (how much of that floor is the cost of each request).
      const rawPuts = (perValue: number) =>
        device!.page.evaluate(rawPutMilliseconds, {
          sample: dataset.transactions[0]!,
          count: size,
          perTransaction: 2_000 / perValue,
          perValue,
        });
      add({
        measure: `  raw IDB: ${size.toLocaleString('en-US')} transaction records put, 2,000 per transaction`,
        unit: 's',
        samples: [(await rawPuts(1)) / 1000],
        note: "one put per record into a new database with the app's transactions store and its [date+id] index, on the page's thread",
      });
      add({
        measure: '  raw IDB: the same records packed 100 to a value (20 puts per transaction)',
        unit: 's',
        samples: [(await rawPuts(100)) / 1000],
      });
    }

    const { context, page } = device!;
    page.on('pageerror', (error) => log(`  page error: ${error.message}`));
    const b: Bench = {
      baseUrl,
      account,
      session,
      dataset,
      ordered: listOrder(dataset.transactions),
      size,
      endDate,
      runs,
      heavyRuns,
      heavyBudgetSeconds,
      browser,
      context,
      page,
      dbName: await page.evaluate(databaseName),
      add,
      note,
      wants,
    };
    if (wants('reads')) await readPhase(b);
    if (wants('search')) await searchPhase(b);
    if (wants('writes')) await writePhase(b);
    if (wants('device')) await devicePhase(b);
    // Last: its 200,000 queued mutations (the import and its undo) are still being pushed after it.
    if (wants('import')) await importPhase(b);
  }
  await browser?.close();

  if (wants('server')) {
    const targets = async () => {
      const data = { workDir: work, rates, mutations, expectedTransactions: size, compare };
      const sqlite = await sqliteTargets({ ...data, server, session, appDir, dataDir });
      const postgres = await postgresTargets({ ...data, appDir, dataDir: join(work, 'data-pg') });
      return [...sqlite, ...postgres];
    };
    await serverPhase({ dataset, endDate, add, note }, loadSeconds, targets, work);
  }
  // Its own PostgreSQL database, three instances and nginx (docs/DEPLOY.md), beside the SQLite server.
  if (wants('instances')) {
    log('Several instances: live-change latency, 1 against 3 behind nginx, idle streams');
    await instancesPhase(add, loadSeconds);
  }

  await cleanUp();
  const report = [
    '',
    'Money Kitchen benchmarks',
    ...machineLines(chromiumVersion),
    `Load average (1 / 5 / 15 min): ${loadAtStart} at the start, ${loadText()} at the end (2 cores: above 2, other work shared the CPUs)`,
    `Data: ${size.toLocaleString('en-US')} transactions over 5 years (12 currencies, 25 categories), 20 scheduled, ` +
      `50 wishes, ${dataset.targets.length} monthly targets; ${rateTables} dated rate tables on the server`,
    `Runs: ${runs} per measure after a warm-up; first sync and the 10k push up to ${heavyRuns} runs ` +
      `(fewer past ${heavyBudgetSeconds} s each); medians`,
    '',
    table(figures),
    '',
    ...figures.filter((f) => f.note).map((f) => `- ${f.measure.trim()}: ${f.note}`),
    ...notes.map((n) => `- ${n}`),
  ].join('\n');
  console.log(report);
  if (process.env.BENCH_JSON) {
    writeFileSync(
      process.env.BENCH_JSON,
      JSON.stringify({ figures, notes, machine: machineLines(chromiumVersion) }, null, 2),
    );
  }
}

/** What a new device's dashboard must show for the data set: balances, and this month's count. */
function figuresOf(transactions: readonly TransactionRecord[], endDate: IsoDate): ExpectedFigures {
  const balances = new Map<string, { currency: string; cents: number; count: number }>();
  for (const record of transactions) {
    const balance = balances.get(record.currency) ?? { currency: record.currency, cents: 0, count: 0 };
    balances.set(record.currency, {
      currency: record.currency,
      cents: balance.cents + signedCents(record),
      count: balance.count + 1,
    });
  }
  const monthStart = firstDayOfMonth(monthOf(endDate));
  return {
    transactions: transactions.length,
    balances: [...balances.values()],
    monthStart,
    monthCount: transactions.filter((record) => record.date >= monthStart).length,
  };
}

/** A click's rows, one sample per run: its interaction to next paint, and the longest task in its window. */
function clickRows(
  add: (figure: Figure) => void,
  measure: string,
  clicks: Responsiveness[],
  budget?: Figure['budget'],
) {
  if (clicks.length === 0) return;
  add({
    measure,
    unit: 'ms',
    samples: clicks.map((click) => click.inp),
    ...(budget && { budget }),
    note: `Event Timing, the longest entry of the click's interaction; ${clicks.filter((click) => !click.reported).length} of ${clicks.length} under the API's 16 ms floor (counted as 16)`,
  });
  add({
    measure: "    longest task in that click's window",
    unit: 'ms',
    samples: clicks.map((click) => click.longTasks.longest),
  });
}

await runMain(bench);
