import { HTTPError } from 'ky';
import type { MoneyKitchenDb } from '../db/database';
import { exclusively, othersWaitForSync, syncLockName } from '../db/webLocks';
import { pullChangesAndRates, type PullProgress } from './pull';
import { PullFailed } from './pullMessages';
import { pushOutbox } from './push';
import { initialStatus, type SyncStatus } from './status';
import { readState, writeState } from './syncState';
import type { SyncTransport } from './transport';

export interface SyncEngineOptions {
  /** Runs the sync alone across tabs and the service worker (Web Locks where the browser has them). */
  exclusive?: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  /**
   * Pulls changes and rate tables (steps 5, 6, 9, 12) somewhere else: the page hands them to the
   * sync worker (pullWorkerClient.ts). Without it they run here, through `transport`.
   */
  pull?: (db: MoneyKitchenDb, onProgress: (progress: PullProgress) => void) => Promise<void>;
}

/** The server's answer to a failed call, wherever the call was made; undefined for the network. */
function statusOf(error: unknown): number | undefined {
  if (error instanceof HTTPError) return error.response.status;
  if (error instanceof PullFailed) return error.status;
  return undefined;
}

function describe(error: unknown): Pick<SyncStatus, 'state' | 'error'> {
  const status = statusOf(error);
  if (status !== undefined) {
    if (status === 401) return { state: 'signed-out', error: 'Sign in again to sync your changes.' };
    return { state: 'error', error: `The server answered ${status}. Your changes are kept and will be sent later.` };
  }
  // fetch failing or timing out: the network, not the data.
  return { state: 'offline', error: undefined };
}

/**
 * Push, then pull (protocol steps 3 to 6), one run at a time; a request during a run schedules
 * exactly one more run after it, so no change is left waiting.
 */
export class SyncEngine {
  private status: SyncStatus = initialStatus;
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: MoneyKitchenDb,
    private readonly transport: SyncTransport,
    private readonly options: SyncEngineOptions = {},
  ) {
    void readState(db, 'lastSyncAt').then((lastSyncAt) => {
      if (lastSyncAt && !this.status.lastSyncAt) this.update({ lastSyncAt });
    });
  }

  getStatus = (): SyncStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(patch: Partial<SyncStatus>) {
    this.status = { ...this.status, ...patch };
    for (const listener of this.listeners) listener();
  }

  setLive = (live: boolean): void => {
    if (this.status.live !== live) this.update({ live });
  };

  /**
   * Protocol step 10: the server's newest change number arrived on the live stream; sync when this
   * device has not pulled up to it (its own push, already pulled, needs nothing).
   */
  async syncIfBehind(seq: number): Promise<void> {
    const cursor = Number((await readState(this.db, 'cursor')) ?? '0');
    if (seq > cursor) await this.syncNow();
  }

  /** Resolves when a run that started after this call has finished. */
  syncNow(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.runUntilSettled().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runUntilSettled() {
    do {
      this.again = false;
      await (this.options.exclusive ?? exclusively)(syncLockName(this.db), () => this.runOnce());
    } while (this.again);
  }

  private async runOnce() {
    this.update({ state: 'syncing', error: undefined, progress: undefined });
    try {
      let gaveWay = false;
      await pushOutbox(this.db, this.transport, undefined, async () => (gaveWay = await othersWaitForSync(this.db)));
      if (gaveWay) {
        // An import or its undo waits for this turn: it goes first, and this run starts again after it.
        this.again = true;
        this.update({ state: 'idle', progress: undefined });
        return;
      }
      const pull = this.options.pull ?? ((db, onProgress) => pullChangesAndRates(db, this.transport, onProgress));
      await pull(this.db, (progress) => this.update({ progress }));
      const lastSyncAt = new Date().toISOString();
      await writeState(this.db, 'lastSyncAt', lastSyncAt);
      this.update({ state: 'idle', lastSyncAt, progress: undefined });
    } catch (error) {
      this.update({ ...describe(error), progress: undefined });
    }
  }
}
