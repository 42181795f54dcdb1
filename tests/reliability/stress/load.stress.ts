import { afterEach, expect, it } from 'vitest';
import { postgresIsReachable } from '../../support/postgres';
import { loadFleet } from './loadFleet';
import {
  percentiles,
  randomSource,
  stressServer,
  stressUser,
  type DatabaseKind,
  type StressServer,
  type StressUser,
} from './support';

/**
 * Load (issue "Reliability and security", part 4b): 200 simulated devices push and pull against one
 * built server for 60 s, on SQLite and on PostgreSQL. No request may fail, and afterwards every
 * acknowledged mutation is on the server exactly once, and every device holds the server's state.
 * The devices speak the sync protocol directly (no IndexedDB), so the load generator stays lighter
 * than the server it measures; the fault test drives the app's own sync engine.
 */

const deviceCount = Number(process.env.LOAD_DEVICES ?? 200);
const devicesPerPerson = 5;
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const seed = Number(process.env.STRESS_SEED ?? Date.now() % 1_000_000);

let server: StressServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function runLoad(kind: DatabaseKind) {
  const random = randomSource(seed);
  server = await stressServer(kind);
  const baseUrl = server.baseUrl;
  const people: StressUser[] = [];
  const personCount = Math.ceil(deviceCount / devicesPerPerson);
  for (let i = 0; i < personCount; i += 8) {
    const batch = Array.from({ length: Math.min(8, personCount - i) }, () => stressUser(server!, `load${kind}`));
    people.push(...(await Promise.all(batch)));
  }
  const fleet = loadFleet({ baseUrl: () => baseUrl, people, deviceCount, random, label: kind });
  const { stats } = fleet;
  const started = Date.now();
  await fleet.runFor(seconds * 1000);
  const elapsed = (Date.now() - started) / 1000;
  await fleet.settle();

  if (stats.errors.length > 0) {
    const process = server.current.process;
    console.error(
      `server exit code ${process.exitCode}, signal ${process.signalCode}; its output:\n${server.current.output().slice(-3000)}`,
    );
  }
  expect(stats.errors.slice(0, 5)).toEqual([]);
  // A stray rejection is logged rather than fatal (server/main.ts): still a bug the load must not hide.
  const serverErrors = server.current
    .output()
    .split('\n')
    .filter((line) => / ERROR /.test(line));
  expect(serverErrors.slice(0, 5), 'errors the server logged').toEqual([]);
  // Every acknowledged mutation is there exactly once, and nothing else is.
  const onServerTotal = await fleet.expectConverged();
  const figures = {
    database: kind,
    seed,
    devices: deviceCount,
    people: personCount,
    seconds: Math.round(elapsed),
    pushes: stats.pushes,
    pulls: stats.pulls,
    mutationsAcknowledged: stats.mutationsAcked,
    mutationsPerSecond: Math.round(stats.mutationsAcked / elapsed),
    requestsPerSecond: Math.round((stats.pushes + stats.pulls) / elapsed),
    pushMs: percentiles(stats.pushMs),
    pullMs: percentiles(stats.pullMs),
    afterFirst5sMs: percentiles(stats.steadyMs),
    liveRecordsAtEnd: onServerTotal,
    errors: stats.errors.length,
    serverErrorLines: serverErrors.length,
  };
  console.info(`stress load: ${JSON.stringify(figures)}`);
}

it(`holds ${deviceCount} devices pushing and pulling for ${seconds} s on SQLite`, async () => {
  await runLoad('sqlite');
});

const withPostgres = process.env.CI === 'true' || (await postgresIsReachable());
it.skipIf(!withPostgres)(
  `holds ${deviceCount} devices pushing and pulling for ${seconds} s on PostgreSQL`,
  async () => {
    await runLoad('postgres');
  },
);
