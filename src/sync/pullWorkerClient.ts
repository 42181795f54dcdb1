import type { MoneyKitchenDb } from '../db/database';
import type { PullProgress } from './pull';
import { PullFailed, type PageToWorker, type WorkerToPage } from './pullMessages';

/** The page's end of its channel to the sync worker (a Worker, or a port in tests). */
export interface WorkerPort {
  postMessage(message: PageToWorker): void;
  onmessage: ((event: MessageEvent<WorkerToPage>) => void) | null;
  onerror?: ((event: ErrorEvent) => void) | null;
  terminate?: () => void;
}

export interface PullWorkerOptions {
  /** The token the page holds now. */
  accessToken: () => string | undefined;
  /** What the page does about a 401 (http.ts): the token to retry with, or none. */
  tokenAfterRefusal: (sent: string) => Promise<string | undefined>;
  /** The pull on the page itself, for when the worker cannot run (it failed to load, say). */
  pullHere: (db: MoneyKitchenDb, onProgress: (progress: PullProgress) => void) => Promise<void>;
}

/**
 * The page's side of the sync worker (pullWorkerHost.ts): a pull there, answered as a promise,
 * with its progress, its 401s answered from the page's session and its User Timing entries
 * recorded here. A worker that stops (or never starts) hands this and every later pull to the page.
 */
export class PullWorker {
  private nextId = 1;
  private current:
    { id: number; onProgress: (progress: PullProgress) => void; settle: (failure?: Error) => void } | undefined;
  private broken = false;
  private closed = false;

  constructor(
    private readonly worker: WorkerPort,
    private readonly options: PullWorkerOptions,
  ) {
    worker.onmessage = (event) => void this.receive(event.data);
    worker.onerror = () => {
      // Stopped first, so that its pull and the page's never write at once.
      worker.terminate?.();
      this.broken = true;
      this.current?.settle(workerStopped);
    };
  }

  /** The engine's `pull` (engine.ts): bound, so it can be handed over as it is. */
  pull = async (db: MoneyKitchenDb, onProgress: (progress: PullProgress) => void): Promise<void> => {
    if (this.closed) throw stoppedOnSignOut();
    if (this.broken) return this.options.pullHere(db, onProgress);
    const id = this.nextId++;
    const done = new Promise<void>((resolve, reject) => {
      this.current = {
        id,
        onProgress,
        settle: (failure) => {
          this.current = undefined;
          if (failure) reject(failure);
          else resolve();
        },
      };
    });
    this.worker.postMessage({
      type: 'pull',
      id,
      databaseName: db.name,
      accessToken: this.options.accessToken(),
    });
    try {
      await done;
    } catch (error) {
      // What the worker wrote is whole parts, each with its cursor: the page goes on from there.
      if (error === workerStopped) return this.options.pullHere(db, onProgress);
      throw error;
    }
  };

  /** On sign-out: stops the worker; a pull it was running ends (a part it was writing is undone whole). */
  close(): void {
    this.worker.terminate?.();
    this.closed = true;
    // Settled, or the engine would wait for it forever, holding the sync lock against the next session.
    this.current?.settle(stoppedOnSignOut());
  }

  private async receive(message: WorkerToPage) {
    const current = this.current;
    if (!current || message.id !== current.id) return;
    switch (message.type) {
      case 'progress':
        current.onProgress({ received: message.received });
        return;
      case 'measure':
        performance.measure(message.name, {
          start: message.startTime - performance.timeOrigin,
          duration: message.duration,
        });
        return;
      case 'refused': {
        const accessToken = await this.options.tokenAfterRefusal(message.sent);
        this.worker.postMessage({ type: 'token', id: message.id, accessToken });
        return;
      }
      case 'pulled':
        current.settle();
        return;
      case 'failed':
        current.settle(new PullFailed(message.message, message.status));
    }
  }
}

const workerStopped = new Error('The sync worker stopped');
const stoppedOnSignOut = () => new PullFailed('The sync worker was closed', undefined);
