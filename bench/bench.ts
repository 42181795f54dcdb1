import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { IsoDate } from '../src/domain/dates';
import type { TransactionRecord } from '../src/domain/records';
import type { Account, SignedIn } from './api';
import type { Dataset } from './dataset';
import type { Figure } from './figures';

/** What every phase of a run shares: the server, the data set, the signed-in device and the results. */
export interface Bench {
  baseUrl: string;
  account: Account;
  session: SignedIn;
  dataset: Dataset;
  /** The transactions in the list's order (newest first), to know what a page must show. */
  ordered: TransactionRecord[];
  size: number;
  endDate: IsoDate;
  runs: number;
  heavyRuns: number;
  /** Seconds one heavy measure may take in all before it stops repeating. */
  heavyBudgetSeconds: number;
  browser: Browser;
  context: BrowserContext;
  /** The device's page; a phase that closes it (the offline cold start does) leaves another here. */
  page: Page;
  dbName: string;
  add(figure: Figure): void;
  note(text: string): void;
  /** BENCH_ONLY=a,b limits a run to some phases (the list is in main.ts and CONTRIBUTING.md). */
  wants(phase: string): boolean;
}

/**
 * Runs `once` up to `runs` times, but stops repeating when another run would take the total past
 * `budgetSeconds` (at least one run always happens): heavy measures keep the bench near 15 minutes.
 */
export async function repeat<T>(runs: number, budgetSeconds: number, once: (run: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  const started = performance.now();
  for (let run = 0; run < runs; run++) {
    results.push(await once(run));
    const spent = (performance.now() - started) / 1000;
    if (spent + spent / results.length > budgetSeconds) break;
  }
  return results;
}
