import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayIn } from '../src/domain/dates';
import { serverRateTableCount } from './api';
import type { Bench } from './bench';
import { chromiumPath, launchChromium } from './browser';
import { cleanUp, onCleanup, runMain } from './cleanup';
import { benchDataset, datasetMutations } from './dataset';
import { median, table, type Figure } from './figures';
import { expectedFiguresOf } from './firstSync';
import { databaseName } from './inPage';
import { landingScripts } from './landing';
import { loadAccount } from './loadAccount';
import { envInt, log } from './log';
import { machineLines } from './machine';
import { devicePhase } from './phaseDevice';
import { growthPhase } from './phaseGrowth';
import { importPhase } from './phaseImport';
import { instancesPhase } from './phaseInstances';
import { readPhase } from './phaseReads';
import { rulesPhase } from './phaseRules';
import { searchPhase } from './phaseSearch';
import { comparisonSettings, postgresTargets, serverPhase, sqliteTargets } from './phaseServer';
import { syncPhase } from './phaseSync';
import { writePhase } from './phaseWrites';
import { startRatesProvider } from './ratesProvider';
import { listOrder } from './screens';
import { buildApp, copyBuild, postgresServerProcesses, serverProcesses, startServer } from './server';

/**
 * `npm run bench`: builds the app, serves it on a fresh SQLite database, loads the deterministic data
 * set through sync push, drives Debian's Chromium and prints one table of medians (BENCHMARKS.md).
 *
 * BENCH_RUNS (5) runs per measure; BENCH_HEAVY_RUNS (3) for first sync and the 10k push, each
 * stopping early past BENCH_HEAVY_SECONDS (240) in all; BENCH_TRANSACTIONS (100000);
 * BENCH_GROWTH_TRANSACTIONS (300000) for the first sync of a bigger history (bench/phaseGrowth.ts);
 * BENCH_LOAD_SECONDS (10) per server load run;
 * BENCH_ONLY=landing,growth,sync,reads,search,writes,device,rules,import,server,instances
 * (the last needs PostgreSQL and nginx);
 * BENCH_COMPARE_DIST=folder measures another build's dist/ beside this one, its first syncs
 * (bench/phaseSync.ts) and its server (BENCH_COMPARE_DATA=own: on data of its own, for a build older
 * than the database; BENCH_COMPARE_PROCESSES; bench/phaseServer.ts);
 * BENCH_SKIP_BUILD=1 uses dist/ as it is; BENCH_JSON=file also writes the results as JSON.
 */
async function bench() {
  const runs = envInt('BENCH_RUNS', 5);
  // Every first-sync run signs in through the page, and the server allows 10 sign-ins per 15 minutes.
  const heavyRuns = Math.min(8, envInt('BENCH_HEAVY_RUNS', 3));
  const heavyBudgetSeconds = envInt('BENCH_HEAVY_SECONDS', 240);
  const size = envInt('BENCH_TRANSACTIONS', 100_000, 20_000);
  const growthSize = envInt('BENCH_GROWTH_TRANSACTIONS', 300_000, 20_000);
  const loadSeconds = envInt('BENCH_LOAD_SECONDS', 10);
  const only = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
  const wants = (phase: string) => only.size === 0 || only.has(phase);
  const browserPhases = ['sync', 'reads', 'search', 'writes', 'device', 'rules', 'import'].filter(wants);
  // BENCH_ONLY=server needs no browser: it then runs where Chromium is not installed.
  const needsBrowser = wants('landing') || wants('growth') || browserPhases.length > 0;
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
  note(
    `Servers started with SERVER_PROCESSES=${serverProcesses} on SQLite and ${postgresServerProcesses} on PostgreSQL ` +
      '(BENCH_SERVER_PROCESSES; a comparison build older than the setting serves with 1)',
  );
  log(
    `Server on ${server.baseUrl} (${serverProcesses} processes), SQLite in ${dataDir}, rates from ${rates.urlTemplate}`,
  );

  // The data set, loaded through sync push.
  const endDate = todayIn(new Date(), 'UTC');
  const dataset = benchDataset('bench', size, endDate);
  const mutations = datasetMutations(dataset);
  log(
    `Data set: ${dataset.transactions.length} transactions ${dataset.startDate}..${endDate} ` +
      `(${dataset.counts.occurrences} scheduled occurrences, ${dataset.counts.wishPurchases} wish purchases), ` +
      `${dataset.scheduled.length} scheduled, ${dataset.wishes.length} wishes, ${dataset.targets.length} targets`,
  );
  const { account, session, pushSeconds } = await loadAccount({
    label: 'The server',
    baseUrl: server.baseUrl,
    dataDir,
    name: 'bench',
    mutations,
    expectedTransactions: size,
    rates,
    progressStep: 0.1,
  });
  const rateTables = await serverRateTableCount(server.baseUrl, session.access);
  add({
    measure: 'Load the data set into the server (sync push, 500 per request)',
    unit: 's',
    samples: [pushSeconds],
    note: `${mutations.length} mutations, ${Math.round(mutations.length / pushSeconds)} per second`,
  });
  log(`Server holds ${size} transactions and ${rateTables} rate tables`);
  // A comparison build (BENCH_COMPARE_DIST) is served from here on, loaded as this one was, for the
  // first syncs' turns and the server phase's; with a copy of the data, this build's server is
  // started again on its own data (on another port).
  const targetData = { workDir: work, rates, mutations, expectedTransactions: size };
  const sqlite = await sqliteTargets({
    ...targetData,
    compare: wants('sync') || wants('server') ? compare : undefined,
    server,
    account,
    session,
    appDir,
    dataDir,
  });
  const baseUrl = sqlite[0]!.server.baseUrl;

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

  // Before the device phases: its load and first syncs end before theirs begin, and its server stops.
  if (browser && wants('growth')) {
    await growthPhase({
      browser,
      appDir,
      workDir: work,
      rates,
      size: growthSize,
      endDate,
      runs: heavyRuns,
      heavyBudgetSeconds,
      add,
    });
  }

  if (browser && browserPhases.length > 0) {
    // First syncs of new devices; the last device stays open for the other measures.
    const device = await syncPhase({
      browser,
      target: sqlite[0]!,
      comparison: wants('sync') ? sqlite[1] : undefined,
      size,
      expected: expectedFiguresOf(dataset.transactions, endDate),
      sample: dataset.transactions[0]!,
      heavyRuns,
      heavyBudgetSeconds,
      measured: wants('sync'),
      add,
      note,
    });
    const { context, page } = device;
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
    if (wants('rules')) await rulesPhase(b);
    // Last: its 200,000 queued mutations (the import and its undo) are still being pushed after it.
    if (wants('import')) await importPhase(b);
  }
  await browser?.close();

  if (wants('server')) {
    const targets = async () => {
      const postgres = await postgresTargets({ ...targetData, compare, appDir, dataDir: join(work, 'data-pg') });
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

await runMain(bench);
