import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { firstDayOfMonth, lastDayOfMonth, monthOf, monthsBetween } from '../src/domain/dates';
import { postgresIsReachable } from '../tests/support/postgres';
import { scratchPostgresDatabase } from '../tests/support/scratchPostgres';
import { pushAll, registerVerified, serverTransactionCount, signIn, type SignedIn } from './api';
import type { Bench } from './bench';
import { onCleanup } from './cleanup';
import type { DatasetMutation } from './dataset';
import { eventLoopDelay } from './eventLoop';
import { log } from './log';
import type { RatesProvider } from './ratesProvider';
import { logRun } from './screens';
import { postgresServerProcesses, processTree, repoRoot, startServer, type RunningServer } from './server';
import { runWrk, wrkInstalled } from './wrk';

const connections = 100;
const runs = 3;
const warmUpSeconds = 3;

/** A built server holding the data set, and a signed-in session of its owner. */
export interface LoadTarget {
  /** How the rows name it: the database, and for a comparison build which build. */
  database: string;
  server: RunningServer;
  session: SignedIn;
  /** Another build of the app (BENCH_COMPARE_DIST), measured beside this one. */
  comparison?: boolean;
}

type Phase = Pick<Bench, 'dataset' | 'endDate' | 'add' | 'note'>;

/**
 * The API under load from Debian's `wrk` (100 connections, loopback, run with the browser closed):
 * the transactions page (one-month filters, pages 1 to 20 of 24 months) and the add-transaction call
 * (a new transaction per request), on SQLite and then on PostgreSQL, with the server's event-loop
 * lag during each run (server/benchEventLoop.ts). Without wrk it says how to install it and skips.
 */
export async function serverPhase(
  b: Phase,
  seconds: number,
  targets: () => Promise<LoadTarget[]>,
  workDir: string,
): Promise<void> {
  if (!wrkInstalled()) {
    log('Server load skipped: wrk is not installed (apt-get install wrk)');
    b.note('Server load rows missing: wrk was not installed (apt-get install wrk)');
    return;
  }
  const pathsFile = join(workDir, 'wrk-paths.txt');
  writeFileSync(pathsFile, listPaths(b).join('\n') + '\n');
  const servers = await targets();
  log(
    `Server load (wrk): ${connections} connections, ${seconds} s per run, ${runs} runs per call on ` +
      `${servers.map((t) => t.database).join(', ')}, taking turns so that each sees the same load from other work`,
  );
  await loadTargets(b, servers, seconds, pathsFile);
}

/** 480 different pages: pages 1 to 20 of 24 one-month filters from a third into the history. */
function listPaths(b: Phase): string[] {
  const months = monthsBetween(monthOf(b.dataset.startDate), monthOf(b.endDate));
  const from = Math.floor(months.length * 0.3);
  return months
    .slice(from, from + 24)
    .flatMap((m) =>
      Array.from(
        { length: 20 },
        (_, p) =>
          `/api/finance-management/transaction/get-transactions/?start_date=${firstDayOfMonth(m)}&end_date=${lastDayOfMonth(m)}&page=${p + 1}`,
      ),
    );
}

/**
 * CPU seconds the server has used, all its processes and threads: utime + stime of /proc/<pid>/stat,
 * at 100 ticks a second. Its serving processes live as long as it does (none is replaced in a run).
 */
function cpuSeconds(pid: number): number {
  return processTree(pid)
    .map((one) => readFileSync(`/proc/${one}/stat`, 'utf8').split(') ')[1]!.split(' '))
    .reduce((sum, fields) => sum + (Number(fields[11]) + Number(fields[12])) / 100, 0);
}

const calls = (b: Phase, pathsFile: string) => [
  {
    name: 'transactions page',
    script: 'list.lua' as const,
    env: { WRK_PATHS: pathsFile } as Record<string, string>,
    p99Budget: 100,
    // Today's figure from the issue (about 3,400 req/s on this machine when it was quiet) is the floor.
    minPerSecond: 3000,
  },
  {
    name: 'add transaction',
    script: 'add.lua' as const,
    env: { WRK_DATE: b.endDate } as Record<string, string>,
    p99Budget: 250,
    minPerSecond: 1500,
  },
];

async function loadTargets(b: Phase, targets: LoadTarget[], seconds: number, pathsFile: string) {
  for (const call of calls(b, pathsFile)) {
    const results = targets.map(() => ({
      perSecond: [] as number[],
      p50: [] as number[],
      p99: [] as number[],
      max: [] as number[],
      lag: [] as number[],
      cpu: [] as number[],
      timeouts: [] as number[],
    }));
    // One warm-up each, then the runs take turns between the servers.
    for (let run = -1; run < runs; run++) {
      for (const [t, target] of targets.entries()) {
        const warmUp = run < 0;
        await eventLoopDelay(target.server);
        const cpuBefore = cpuSeconds(target.server.pid);
        const r = await runWrk({
          url: target.server.baseUrl,
          script: call.script,
          connections,
          seconds: warmUp ? warmUpSeconds : seconds,
          env: { ...call.env, WRK_TOKEN: target.session.access, WRK_RUN: `${t}-${Date.now()}-${run}` },
        });
        const loop = await eventLoopDelay(target.server);
        // CPU per answer holds up under other work on the machine, where latencies do not.
        const cpuMs = ((cpuSeconds(target.server.pid) - cpuBefore) * 1000) / r.requests;
        if (r.errors > 0) throw new Error(`${r.errors} requests failed under load on ${target.database}:\n${r.output}`);
        if (warmUp) continue;
        const kept = results[t]!;
        kept.perSecond.push(r.perSecond);
        kept.p50.push(r.p50);
        kept.p99.push(r.p99);
        kept.max.push(r.max);
        kept.lag.push(loop.p99);
        kept.cpu.push(cpuMs);
        kept.timeouts.push(r.timeouts);
        logRun(
          `${call.name} (${target.database})`,
          run,
          runs,
          `${Math.round(r.perSecond)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
            `max ${r.max.toFixed(0)} ms, ${r.timeouts} over 10 s; ${cpuMs.toFixed(2)} ms CPU per request; event-loop lag p99 ${loop.p99.toFixed(1)} ms, max ${loop.max.toFixed(0)} ms; ` +
            `load average ${loadavg()[0]!.toFixed(1)}`,
        );
      }
    }
    for (const [t, target] of targets.entries()) {
      const kept = results[t]!;
      // Budgets apply to the code being measured; a comparison build's rows only show the difference.
      const budgeted = !target.comparison;
      b.add({
        measure: `Server (wrk): ${call.name}, ${connections} connections (${target.database})`,
        unit: 'req/s',
        samples: kept.perSecond,
        ...(budgeted ? { budget: { kind: 'min' as const, value: call.minPerSecond } } : {}),
      });
      b.add({
        measure: '  p99 latency',
        unit: 'ms',
        samples: kept.p99,
        ...(budgeted ? { budget: { kind: 'max' as const, value: call.p99Budget } } : {}),
      });
      b.add({ measure: '  p50 latency', unit: 'ms', samples: kept.p50 });
      b.add({ measure: '  max latency', unit: 'ms', samples: kept.max });
      b.add({ measure: '  event-loop lag p99 (server process)', unit: 'ms', samples: kept.lag });
      b.add({ measure: '  server CPU per request (all its threads)', unit: 'ms', samples: kept.cpu });
      b.add({
        measure: '  requests unanswered after 10 s (left out of the latencies)',
        unit: 'count',
        samples: kept.timeouts,
      });
    }
  }
}

/**
 * The same server, data set and account on a PostgreSQL database of its own (dropped afterwards),
 * loaded through sync push as the SQLite one was; none where PostgreSQL is not reachable. With
 * BENCH_COMPARE_DIST, that build is served on the same database too (its own copy of DATA_DIR, so
 * the same JWT secret), to be measured in turns with this one: the adds of both go into one table.
 */
export async function postgresTargets(options: {
  appDir: string;
  dataDir: string;
  workDir: string;
  rates: RatesProvider;
  mutations: DatasetMutation[];
  expectedTransactions: number;
}): Promise<LoadTarget[]> {
  if (!(await postgresIsReachable())) {
    log('PostgreSQL is not reachable: the server load rows on PostgreSQL are skipped');
    return [];
  }
  const database = await scratchPostgresDatabase();
  onCleanup('drop the PostgreSQL database', () => database.drop());
  const server = await startServer(options.appDir, options.dataDir, {
    RATES_URLS: options.rates.urlTemplate,
    DATABASE_URL: database.url,
    BENCH_EVENT_LOOP: '1',
    SERVER_PROCESSES: String(postgresServerProcesses),
  });
  const stamp = Date.now();
  const account = {
    username: `benchpg${stamp}`,
    email: `benchpg${stamp}@example.org`,
    password: 'bench kitchen password 1',
  };
  await registerVerified(server.baseUrl, options.dataDir, account);
  const session = await signIn(server.baseUrl, account);
  log(`PostgreSQL server on ${server.baseUrl}: pushing ${options.mutations.length} mutations`);
  const started = performance.now();
  let nextReport = 0.25;
  await pushAll(server.baseUrl, session.access, 'bench-loader', options.mutations, (done) => {
    if (done / options.mutations.length < nextReport) return;
    log(`  pushed ${done.toLocaleString('en-US')}/${options.mutations.length.toLocaleString('en-US')}`);
    nextReport += 0.25;
  });
  while (Date.now() - options.rates.served().lastAt < 2_000) await new Promise((r) => setTimeout(r, 250));
  const count = await serverTransactionCount(server.baseUrl, session.access);
  if (count !== options.expectedTransactions) {
    throw new Error(`The PostgreSQL server holds ${count} transactions, not ${options.expectedTransactions}`);
  }
  log(`  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await settleStatistics(database.url);
  const loaded: LoadTarget = { database: 'PostgreSQL', server, session };
  const compareDist = process.env.BENCH_COMPARE_DIST;
  if (!compareDist) return [loaded];
  const otherData = join(options.workDir, 'data-pg-compare');
  cpSync(options.dataDir, otherData, { recursive: true });
  const other = await startServer(comparisonApp(options.workDir, compareDist), otherData, {
    RATES_URLS: options.rates.urlTemplate,
    DATABASE_URL: database.url,
    BENCH_EVENT_LOOP: '1',
    SERVER_PROCESSES: String(postgresServerProcesses),
    ...comparisonProcesses(),
  });
  log(`Comparison build from ${compareDist} on ${other.baseUrl}, the same PostgreSQL database`);
  return [loaded, { database: 'PostgreSQL, comparison build', server: other, session, comparison: true }];
}

/**
 * What a default PostgreSQL's autovacuum does soon after a load like this one: statistics for the
 * planner, and the visibility map that lets a count read the index alone. Without statistics the
 * planner sorts a whole month's rows for each page (BENCHMARKS.md, "prepared statements on
 * PostgreSQL"); done here so that the figures do not hang on when autovacuum comes by, or whether
 * it is on (the machines of this project run PostgreSQL with autovacuum off).
 */
async function settleStatistics(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ autovacuum: string }>('show autovacuum');
    const started = performance.now();
    await client.query('vacuum analyze');
    log(
      `  vacuum analyze after the load: ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(autovacuum is ${rows[0]?.autovacuum ?? 'unknown'} on this PostgreSQL)`,
    );
  } finally {
    await client.end();
  }
}

/** BENCH_COMPARE_PROCESSES: the comparison build's SERVER_PROCESSES, where it is not this one's. */
function comparisonProcesses(): Record<string, string> {
  const processes = process.env.BENCH_COMPARE_PROCESSES;
  return processes ? { SERVER_PROCESSES: processes } : {};
}

/** The comparison build's app folder (BENCH_COMPARE_DIST), made once: its `dist/` and this checkout's node_modules. */
function comparisonApp(workDir: string, compareDist: string): string {
  const app = join(workDir, 'app-compare');
  if (existsSync(app)) return app;
  mkdirSync(app, { recursive: true });
  cpSync(compareDist, join(app, 'dist'), { recursive: true });
  symlinkSync(join(repoRoot, 'node_modules'), join(app, 'node_modules'), 'dir');
  return app;
}

/**
 * BENCH_COMPARE_DIST=folder (a `dist/` of another build, e.g. the code before a change): that build
 * served on a copy of the SQLite data, to be measured in turns with this one. The SQLite server is
 * stopped for the copy and started again on its own data.
 */
export async function sqliteTargets(options: {
  server: RunningServer;
  session: SignedIn;
  appDir: string;
  dataDir: string;
  workDir: string;
  rates: RatesProvider;
}): Promise<LoadTarget[]> {
  const compareDist = process.env.BENCH_COMPARE_DIST;
  const env = { RATES_URLS: options.rates.urlTemplate, BENCH_EVENT_LOOP: '1' };
  if (!compareDist) return [{ database: 'SQLite', server: options.server, session: options.session }];
  await options.server.stop();
  const otherData = join(options.workDir, 'data-compare');
  cpSync(options.dataDir, otherData, { recursive: true });
  const server = await startServer(options.appDir, options.dataDir, env);
  const other = await startServer(comparisonApp(options.workDir, compareDist), otherData, {
    ...env,
    ...comparisonProcesses(),
  });
  log(`Comparison build from ${compareDist} on ${other.baseUrl}, a copy of the SQLite data`);
  return [
    { database: 'SQLite', server, session: options.session },
    { database: 'SQLite, comparison build', server: other, session: options.session, comparison: true },
  ];
}
