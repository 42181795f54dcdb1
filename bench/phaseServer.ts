import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { eventLoopLinePrefix } from '../server/benchEventLoop';
import { firstDayOfMonth, lastDayOfMonth, monthOf, monthsBetween } from '../src/domain/dates';
import { postgresIsReachable } from '../tests/support/postgres';
import { scratchPostgresDatabase } from '../tests/support/scratchPostgres';
import type { Account, SignedIn } from './api';
import type { Bench } from './bench';
import { onCleanup } from './cleanup';
import type { DatasetMutation } from './dataset';
import { eventLoopDelay } from './eventLoop';
import { median } from './figures';
import { loadAccount } from './loadAccount';
import { log } from './log';
import type { RatesProvider } from './ratesProvider';
import { logRun } from './screens';
import { postgresServerProcesses, processTree, repoRoot, startServer, type RunningServer } from './server';
import { runWrk, wrkInstalled } from './wrk';

const connections = 100;
const runs = 3;
const warmUpSeconds = 3;

type Engine = 'SQLite' | 'PostgreSQL';

/** A built server holding the data set, its owner's account and a signed-in session of theirs. */
export interface LoadTarget {
  /** How the rows name it: the database, and for a comparison build which build. */
  database: string;
  /** The database it serves from: a build is judged against the comparison build on the same one. */
  engine: Engine;
  server: RunningServer;
  account: Account;
  session: SignedIn;
  /** Another build of the app (BENCH_COMPARE_DIST), measured beside this one. */
  comparison?: boolean;
  /**
   * A build older than BENCH_EVENT_LOOP prints no event-loop lag (and SIGUSR2 would end it): it is
   * not asked, and its lag rows are left out.
   */
  noEventLoop?: boolean;
  /** Said under the table (what the build could not take or give). */
  notes?: string[];
}

/** BENCH_COMPARE_DIST and the settings that go with it, read once before the load (comparisonSettings). */
export interface Comparison {
  /** A `dist/` folder of another build. */
  dist: string;
  /**
   * BENCH_COMPARE_DATA: `copy` (the default), the comparison build serves a copy of this build's data
   * (SQLite DATA_DIR; the same PostgreSQL database); `own`, data of its own (an empty DATA_DIR, its
   * own PostgreSQL database) loaded as this build's was, with an account and a session of its own:
   * for a build older than this one's database migrations, which its migrator would refuse.
   */
  data: 'copy' | 'own';
  /** BENCH_COMPARE_PROCESSES: its SERVER_PROCESSES, where it is not this one's. */
  env: Record<string, string>;
  /** Whether its server prints event-loop lag (server/benchEventLoop.ts), found in its bundle. */
  eventLoop: boolean;
}

/** The comparison settings (BENCH_COMPARE_DIST, BENCH_COMPARE_DATA, BENCH_COMPARE_PROCESSES); none without the first. */
export function comparisonSettings(): Comparison | undefined {
  const dist = process.env.BENCH_COMPARE_DIST;
  if (!dist) return undefined;
  const data = process.env.BENCH_COMPARE_DATA || 'copy';
  if (data !== 'copy' && data !== 'own') throw new Error(`BENCH_COMPARE_DATA is "${data}": copy or own`);
  const serverDir = join(dist, 'server');
  if (!existsSync(join(serverDir, 'main.js'))) {
    throw new Error(`BENCH_COMPARE_DIST=${dist} has no server/main.js: it must be a build's dist/ folder`);
  }
  const bundle = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  const processes = process.env.BENCH_COMPARE_PROCESSES;
  return {
    dist,
    data,
    env: processes ? { SERVER_PROCESSES: processes } : {},
    eventLoop: bundle.some((f) => readFileSync(join(serverDir, f), 'utf8').includes(eventLoopLinePrefix)),
  };
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
  for (const note of servers.flatMap((t) => (t.notes ?? []).map((n) => `${t.database}: ${n}`))) b.note(note);
  b.note(
    servers.some((t) => t.comparison)
      ? "Server (wrk) budgets: throughput at least the comparison build's median in this run, on the same " +
          "database; p99 at most 100 ms (page) and 250 ms (add) on SQLite, at most the comparison build's median on PostgreSQL"
      : "Server (wrk) budgets: on SQLite the issue's figures (throughput measured on its machine); PostgreSQL is " +
          "judged only against a comparison build of the issue's time (BENCH_COMPARE_DIST)",
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

/**
 * The two calls under load and the budgets for them (issue 15, section 3). The p99 budgets
 * are for the SQLite mode, whose tail the issue is about. Throughput must not fall below the
 * issue's time: with a comparison build of that time (BENCH_COMPARE_DIST) on the same database,
 * its median in this run is the floor, on both databases, and on PostgreSQL its p99 is the ceiling
 * too; without one, SQLite's floor is the issue's own figure, measured on another machine.
 */
const calls = (b: Phase, pathsFile: string) => [
  {
    name: 'transactions page',
    script: 'list.lua' as const,
    env: { WRK_PATHS: pathsFile } as Record<string, string>,
    sqliteP99Budget: 100,
    // The figure for its time (about 3,400 req/s on the machine it was measured on, quiet).
    sqliteMinPerSecond: 3000,
  },
  {
    name: 'add transaction',
    script: 'add.lua' as const,
    env: { WRK_DATE: b.endDate } as Record<string, string>,
    sqliteP99Budget: 250,
    sqliteMinPerSecond: 1500,
  },
];

type Call = ReturnType<typeof calls>[number];

/** A target's samples of one call. */
interface CallResults {
  perSecond: number[];
  p50: number[];
  p99: number[];
  max: number[];
  lag: number[];
  cpu: number[];
  timeouts: number[];
}

/** The budgets of a target's throughput and p99 rows (none for a comparison build: it is the yardstick). */
function budgetsOf(call: Call, target: LoadTarget, yardstick: CallResults | undefined) {
  if (target.comparison) return {};
  if (yardstick) {
    return {
      perSecond: { kind: 'min' as const, value: Math.round(median(yardstick.perSecond)) },
      p99:
        target.engine === 'SQLite'
          ? { kind: 'max' as const, value: call.sqliteP99Budget }
          : { kind: 'max' as const, value: Math.round(median(yardstick.p99)) },
    };
  }
  if (target.engine !== 'SQLite') return {};
  return {
    perSecond: { kind: 'min' as const, value: call.sqliteMinPerSecond },
    p99: { kind: 'max' as const, value: call.sqliteP99Budget },
  };
}

async function loadTargets(b: Phase, targets: LoadTarget[], seconds: number, pathsFile: string) {
  for (const call of calls(b, pathsFile)) {
    const results = targets.map((): CallResults => ({
      perSecond: [],
      p50: [],
      p99: [],
      max: [],
      lag: [],
      cpu: [],
      timeouts: [],
    }));
    // One warm-up each, then the runs take turns between the servers.
    for (let run = -1; run < runs; run++) {
      for (const [t, target] of targets.entries()) {
        const warmUp = run < 0;
        const lag = () => (target.noEventLoop ? undefined : eventLoopDelay(target.server));
        await lag();
        const cpuBefore = cpuSeconds(target.server.pid);
        const r = await runWrk({
          url: target.server.baseUrl,
          script: call.script,
          connections,
          seconds: warmUp ? warmUpSeconds : seconds,
          env: { ...call.env, WRK_TOKEN: target.session.access, WRK_RUN: `${t}-${Date.now()}-${run}` },
        });
        const loop = await lag();
        // CPU per answer holds up under other work on the machine, where latencies do not.
        const cpuMs = ((cpuSeconds(target.server.pid) - cpuBefore) * 1000) / r.requests;
        if (r.errors > 0) throw new Error(`${r.errors} requests failed under load on ${target.database}:\n${r.output}`);
        if (warmUp) continue;
        const kept = results[t]!;
        kept.perSecond.push(r.perSecond);
        kept.p50.push(r.p50);
        kept.p99.push(r.p99);
        kept.max.push(r.max);
        if (loop) kept.lag.push(loop.p99);
        kept.cpu.push(cpuMs);
        kept.timeouts.push(r.timeouts);
        logRun(
          `${call.name} (${target.database})`,
          run,
          runs,
          `${Math.round(r.perSecond)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
            `max ${r.max.toFixed(0)} ms, ${r.timeouts} over 10 s; ${cpuMs.toFixed(2)} ms CPU per request; ` +
            (loop ? `event-loop lag p99 ${loop.p99.toFixed(1)} ms, max ${loop.max.toFixed(0)} ms; ` : '') +
            `load average ${loadavg()[0]!.toFixed(1)}`,
        );
      }
    }
    for (const [t, target] of targets.entries()) {
      const kept = results[t]!;
      const yardstick = targets.findIndex((other) => other.comparison && other.engine === target.engine);
      const budgets = budgetsOf(call, target, yardstick < 0 ? undefined : results[yardstick]);
      b.add({
        measure: `Server (wrk): ${call.name}, ${connections} connections (${target.database})`,
        unit: 'req/s',
        samples: kept.perSecond,
        ...(budgets.perSecond ? { budget: budgets.perSecond } : {}),
      });
      b.add({
        measure: '  p99 latency',
        unit: 'ms',
        samples: kept.p99,
        ...(budgets.p99 ? { budget: budgets.p99 } : {}),
      });
      b.add({ measure: '  p50 latency', unit: 'ms', samples: kept.p50 });
      b.add({ measure: '  max latency', unit: 'ms', samples: kept.max });
      if (kept.lag.length > 0)
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

/** What the servers are loaded with: the data set, and the rates stand-in whose fetches a load waits out. */
interface TargetData {
  workDir: string;
  rates: RatesProvider;
  mutations: DatasetMutation[];
  expectedTransactions: number;
  /** BENCH_COMPARE_DIST and its settings (comparisonSettings), if another build is measured beside this one. */
  compare?: Comparison;
}

/** A PostgreSQL database of its own, dropped at cleanup. */
async function scratchDatabase(): Promise<{ url: string }> {
  const database = await scratchPostgresDatabase();
  onCleanup('drop the PostgreSQL database', () => database.drop());
  return database;
}

/**
 * The same server, data set and account on a PostgreSQL database of its own (dropped afterwards),
 * loaded through sync push as the SQLite one was; none where PostgreSQL is not reachable. With
 * BENCH_COMPARE_DIST, that build is served beside it, to be measured in turns with this one: by
 * default on the same database (its own copy of DATA_DIR, so the same JWT secret; the adds of both
 * go into one table), with BENCH_COMPARE_DATA=own on a database of its own, loaded the same way.
 */
export async function postgresTargets(
  options: TargetData & { appDir: string; dataDir: string },
): Promise<LoadTarget[]> {
  if (!(await postgresIsReachable())) {
    log('PostgreSQL is not reachable: the server load rows on PostgreSQL are skipped');
    return [];
  }
  const database = await scratchDatabase();
  const env = {
    RATES_URLS: options.rates.urlTemplate,
    BENCH_EVENT_LOOP: '1',
    SERVER_PROCESSES: String(postgresServerProcesses),
  };
  const server = await startServer(options.appDir, options.dataDir, { ...env, DATABASE_URL: database.url });
  log(`PostgreSQL server on ${server.baseUrl}`);
  const { account, session } = await analysedWhileLoading(database.url, () =>
    loadAccount({
      ...options,
      label: 'The PostgreSQL server',
      baseUrl: server.baseUrl,
      databaseUrl: database.url,
      name: 'benchpg',
    }),
  );
  await settleStatistics(database.url);
  const loaded: LoadTarget = { database: 'PostgreSQL', engine: 'PostgreSQL', server, account, session };
  if (!options.compare) return [loaded];
  const other = options.compare.data === 'own' ? await scratchDatabase() : database;
  const comparison = await comparisonTarget(options.compare, 'PostgreSQL', {
    ...options,
    copyOf: options.dataDir,
    dataDir: join(options.workDir, 'data-pg-compare'),
    env: { ...env, DATABASE_URL: other.url },
    account,
    session,
    loading: (load) => analysedWhileLoading(other.url, load),
    afterLoad: () => settleStatistics(other.url),
  });
  return [loaded, comparison];
}

/**
 * A default PostgreSQL's autovacuum analyses a table while it fills (once a tenth of it changed,
 * looking each minute). This project's machines run it with autovacuum off, and without statistics
 * a build may plan a lookup badly enough to make the load quadratic (the build of issue 15's time
 * looked a record up by the transactions list index, ever slower as the table grew). So while a
 * load runs, its database is analysed every 30 s, as autovacuum would.
 */
async function analysedWhileLoading<T>(url: string, load: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let analysing = Promise.resolve();
  const timer = setInterval(() => {
    analysing = analysing.then(async () => void (await client.query('analyze')));
  }, 30_000);
  try {
    return await load();
  } finally {
    clearInterval(timer);
    await analysing.finally(() => client.end());
  }
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

/**
 * The comparison build (BENCH_COMPARE_DIST) served on `dataDir` with `env`: with `copy`, a copy of
 * `copyOf` (this build's data) and this build's `session`; with `own`, empty, then loaded as this
 * build was (changes of records it is older than left out), with a session of its own.
 */
async function comparisonTarget(
  compare: Comparison,
  database: Engine,
  options: TargetData & {
    copyOf: string;
    dataDir: string;
    env: Record<string, string>;
    account: Account;
    session: SignedIn;
    /** Runs its load (analysedWhileLoading on PostgreSQL). */
    loading?: <T>(load: () => Promise<T>) => Promise<T>;
    afterLoad?: () => Promise<void>;
  },
): Promise<LoadTarget> {
  const own = compare.data === 'own';
  if (!own) cpSync(options.copyOf, options.dataDir, { recursive: true });
  const server = await startServer(comparisonApp(options.workDir, compare.dist), options.dataDir, {
    ...options.env,
    ...compare.env,
  });
  log(
    `Comparison build from ${compare.dist} on ${server.baseUrl} (${database}, ${own ? 'data of its own' : 'a copy of the data'})`,
  );
  const notes = compare.eventLoop
    ? []
    : ['the build prints no event-loop lag (older than BENCH_EVENT_LOOP): no lag row'];
  let { account, session } = options;
  if (own) {
    const loading = options.loading ?? ((load) => load());
    const loaded = await loading(() =>
      loadAccount({
        ...options,
        label: `The comparison build (${database})`,
        baseUrl: server.baseUrl,
        databaseUrl: options.env.DATABASE_URL,
        name: 'benchcmp',
        leaveOutUnknown: true,
      }),
    );
    ({ account, session } = loaded);
    if (loaded.leftOut) notes.push(`changes the build does not know were left out of its data: ${loaded.leftOut}`);
    await options.afterLoad?.();
  }
  return {
    database: `${database}, comparison build`,
    engine: database,
    server,
    account,
    session,
    comparison: true,
    noEventLoop: !compare.eventLoop,
    notes,
  };
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
 * The SQLite server already loaded, and with BENCH_COMPARE_DIST that build beside it, to be measured
 * in turns with this one: by default on a copy of the SQLite data (the server is stopped for the
 * copy and started again on its own data), with BENCH_COMPARE_DATA=own on data of its own.
 */
export async function sqliteTargets(
  options: TargetData & { server: RunningServer; account: Account; session: SignedIn; appDir: string; dataDir: string },
): Promise<LoadTarget[]> {
  const { compare, account, session } = options;
  if (!compare) return [{ database: 'SQLite', engine: 'SQLite', server: options.server, account, session }];
  const env = { RATES_URLS: options.rates.urlTemplate, BENCH_EVENT_LOOP: '1' };
  if (compare.data === 'copy') await options.server.stop();
  const comparison = await comparisonTarget(compare, 'SQLite', {
    ...options,
    copyOf: options.dataDir,
    dataDir: join(options.workDir, 'data-compare'),
    env,
  });
  const server = compare.data === 'copy' ? await startServer(options.appDir, options.dataDir, env) : options.server;
  return [{ database: 'SQLite', engine: 'SQLite', server, account, session }, comparison];
}
