import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { IsoDate } from '../src/domain/dates';
import { repeat } from './bench';
import { benchDataset, datasetMutations } from './dataset';
import type { Figure } from './figures';
import { expectedFiguresOf, firstSync } from './firstSync';
import { loadAccount } from './loadAccount';
import { log } from './log';
import type { RatesProvider } from './ratesProvider';
import { logRun } from './screens';
import { startServer } from './server';

export interface GrowthPhase {
  browser: Browser;
  appDir: string;
  workDir: string;
  rates: RatesProvider;
  /** Transactions of the bigger history (BENCH_GROWTH_TRANSACTIONS). */
  size: number;
  endDate: IsoDate;
  runs: number;
  heavyBudgetSeconds: number;
  add(figure: Figure): void;
}

/**
 * Issue 15's "the same two figures at 300,000 transactions, to show how they grow": a server of its
 * own loaded with a bigger data set, first syncs of new devices from it, and the dashboard's and the
 * full history's rows (no budget: they show the growth beside the rows at the run's own size). The
 * server is stopped afterwards, so the phases after it run beside one server, as before.
 */
export async function growthPhase(p: GrowthPhase): Promise<void> {
  const dataDir = join(p.workDir, 'data-growth');
  const server = await startServer(p.appDir, dataDir, { RATES_URLS: p.rates.urlTemplate });
  try {
    const dataset = benchDataset('growth', p.size, p.endDate);
    const { account, session } = await loadAccount({
      label: 'The server of the bigger history',
      baseUrl: server.baseUrl,
      dataDir,
      name: 'benchgrowth',
      mutations: datasetMutations(dataset),
      expectedTransactions: p.size,
      rates: p.rates,
    });
    const expected = expectedFiguresOf(dataset.transactions, p.endDate);
    const syncs = await repeat(p.runs, p.heavyBudgetSeconds, async (run) => {
      const device = await firstSync(p.browser, server.baseUrl, account, expected, session.access, {
        addsExpense: false,
      });
      await device.context.close();
      logRun(`first sync of ${p.size.toLocaleString('en-US')}`, run, p.runs, `${device.result.seconds.toFixed(1)} s`);
      return device.result;
    });
    const size = p.size.toLocaleString('en-US');
    p.add({
      measure: `Dashboard figures correct after sign-in on a new device, ${size} tx`,
      unit: 's',
      samples: syncs.map((s) => s.figuresSeconds),
      note: `a server of its own loaded with ${size} transactions over the same five years; no expense added on the way`,
    });
    p.add({
      measure: `First sync of a new device, full history (${size} tx into IndexedDB)`,
      unit: 's',
      samples: syncs.map((s) => s.seconds),
    });
  } finally {
    await server.stop();
    log('The server of the bigger history stopped');
  }
}
