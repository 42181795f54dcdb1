import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Checkpoints the SQLite write-ahead log from a worker thread with a connection of its own, so the
 * copy into the database file and its fsync never run on the event loop (the SQLite page's p99
 * budget is 100 ms). SQLite's automatic checkpoint ran inside whichever commit crossed 1,000 pages: that
 * request, and every other one waiting on the loop behind it, stood still for the whole copy.
 *
 * PASSIVE: it never waits for and never blocks the writer or a reader; the log then starts again
 * from its beginning at the next write after a checkpoint that copied everything. The worker does
 * not hold the process open.
 */
export function startWalCheckpointer(file: string, everyMs = 500): { stop(): Promise<void> } {
  const sqliteModule = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(checkpointerSource, { eval: true, workerData: { file, everyMs, sqliteModule } });
  worker.unref();
  // A failing checkpoint (a disk error) is for the next one to retry; the writer's commits stand.
  worker.on('error', () => {});
  return {
    async stop() {
      worker.postMessage('stop');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 5_000);
        worker.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

// Plain CommonJS, run by the worker as it is (no build step can reach it).
const checkpointerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.sqliteModule);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
let timer;
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or a disk error: the next turn tries again.
  }
  timer = setTimeout(checkpoint, workerData.everyMs);
};
timer = setTimeout(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearTimeout(timer);
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {}
  db.close();
  parentPort.close();
});
`;
