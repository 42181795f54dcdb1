import { HTTPError } from 'ky';
import { createApiClient, type ApiClientOptions } from '../api/apiClient';
import { MoneyKitchenDb } from '../db/database';
import { httpTransport } from './httpTransport';
import { pullChangesAndRates } from './pull';
import type { PageToWorker, WorkerToPage } from './pullMessages';

/** The worker's end of its channel to the page (the worker's global scope, or a port in tests). */
export interface PagePort {
  postMessage(message: WorkerToPage): void;
  onmessage: ((event: MessageEvent<PageToWorker>) => void) | null;
}

export interface PullHostOptions {
  openDb?: (databaseName: string) => MoneyKitchenDb;
  /** Where the API is and how requests go out (tests: the in-process server app). */
  client?: Pick<ApiClientOptions, 'prefixUrl' | 'fetch'>;
}

/**
 * Protocol steps 5, 6, 9 and 12 off the page's thread: the sync worker pulls changes and rate
 * tables and writes them with a Dexie connection of its own, so a first sync's 100,000 records
 * never hold the page (issue 15). The page's live queries hear of every commit through Dexie's
 * cross-context notifications, as they do of another tab's writes. The connection stays open
 * between pulls: a first sync's search rows are built behind it, here too.
 */
export function servePulls(
  port: PagePort,
  { openDb = (name) => new MoneyKitchenDb(name), client }: PullHostOptions = {},
) {
  let db: MoneyKitchenDb | undefined;
  let pull = { id: 0, accessToken: undefined as string | undefined };
  let answerToken: ((token: string | undefined) => void) | undefined;
  const http = createApiClient({
    ...client,
    accessToken: () => pull.accessToken,
    tokenAfterRefusal: (sent) =>
      new Promise((resolve) => {
        answerToken = resolve;
        port.postMessage({ type: 'refused', id: pull.id, sent });
      }),
  });
  const transport = httpTransport(http);
  forwardMeasures(port, () => pull.id);

  port.onmessage = (event) => {
    const message = event.data;
    if (message.type === 'token') {
      if (message.id !== pull.id) return;
      pull.accessToken = message.accessToken;
      answerToken?.(message.accessToken);
      answerToken = undefined;
      return;
    }
    pull = { id: message.id, accessToken: message.accessToken };
    if (db?.name !== message.databaseName) {
      db?.close();
      db = openDb(message.databaseName);
    }
    const { id } = message;
    const target = db;
    void (async () => {
      try {
        await pullChangesAndRates(target, transport, ({ received }) =>
          port.postMessage({ type: 'progress', id, received }),
        );
        port.postMessage({ type: 'pulled', id });
      } catch (error) {
        const status = error instanceof HTTPError ? error.response.status : undefined;
        port.postMessage({
          type: 'failed',
          id,
          status,
          message: error instanceof Error ? error.message : String(error),
        });
      }
    })();
  };
}

/** The pull's own User Timing entries (firstSync.ts), so the page's timeline shows them as before. */
function forwardMeasures(port: PagePort, currentId: () => number) {
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.name.startsWith('money-kitchen:')) continue;
      port.postMessage({
        type: 'measure',
        id: currentId(),
        name: entry.name,
        startTime: performance.timeOrigin + entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'measure' });
}
