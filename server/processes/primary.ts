import cluster, { type Worker } from 'node:cluster';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { forwardBenchEventLoopSignal } from '../benchEventLoop';
import type { Config } from '../config';
import { isRelayed } from '../live/processChannel';
import type { Logger } from '../logger';
import { prepareDatabase } from '../prepareDatabase';

/** A process that stops this soon after it started counts as failing to start. */
const quickStopMs = 10_000;
/** After this many such stops in a row the server gives up rather than restart them forever. */
const quickStopsAllowed = 3;
/** How long the processes get to finish their requests on shutdown (each has its own 9-s limit). */
const shutdownLimitMs = 12_000;

/**
 * SERVER_PROCESSES > 1: this process prepares the database, then starts that many processes that
 * answer requests on the one port (node:cluster hands each new connection to the next of them). It
 * serves no request itself. It holds what they must share that the database does not: the limits on
 * attempts (rate-limiter-flexible's cluster store counts here) and, on SQLite, the relay of live
 * messages between them (on PostgreSQL, NOTIFY reaches them as it reaches other instances). It alone
 * refreshes the day's rates. A process that dies is replaced; on SIGTERM or SIGINT each one finishes
 * its requests (server/shutdown.ts) before this one leaves.
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  // Its own writes (the rates refresh) take SQLite's write lock in turn with the serving processes'.
  const { database, stopRates } = await prepareDatabase(config, logger, { sharedByProcesses: true });
  new RateLimiterClusterMaster();
  const started = new Map<Worker, number>();
  let quickStops = 0;
  let stopping = false;

  const start = () => started.set(cluster.fork(), Date.now());

  cluster.on('message', (from, raw: unknown) => {
    if (!isRelayed(raw)) return;
    for (const worker of started.keys()) if (worker !== from && worker.isConnected()) worker.send(raw);
  });

  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening === config.serverProcesses) {
      logger.info(
        `Money Kitchen is serving on http://localhost:${address.port} with ${config.serverProcesses} processes (database: ${database.kind})`,
      );
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const startedAt = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) return;
    quickStops = Date.now() - startedAt < quickStopMs ? quickStops + 1 : 0;
    if (quickStops >= quickStopsAllowed) {
      logger.error(
        `The serving processes keep stopping right after they start (the last: ${signal ?? code}); stopping`,
      );
      void stop(1);
      return;
    }
    logger.error(`A serving process stopped (${signal ?? `exit code ${code}`}); starting another`);
    start();
  });

  async function stop(exitCode: number) {
    if (stopping) return;
    stopping = true;
    stopRates();
    const exited = [...started.keys()].map(
      (worker) => new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve()))),
    );
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    const limit = setTimeout(() => {
      logger.warn(`Serving processes still running after ${shutdownLimitMs} ms; stopping them`);
      for (const worker of started.keys()) worker.process.kill('SIGKILL');
    }, shutdownLimitMs);
    await Promise.all(exited);
    clearTimeout(limit);
    await database.close();
    process.exit(exitCode);
  }

  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  forwardBenchEventLoopSignal(() => [...started.keys()]);
  for (let i = 0; i < config.serverProcesses; i += 1) start();
}
