import { firstDayOfMonth, lastDayOfMonth, monthOf, monthsBetween } from '../src/domain/dates';
import type { Bench } from './bench';
import { loadTest } from './load';
import { log } from './log';
import { logRun } from './screens';

/**
 * GET get-transactions with a one-month filter and a page, under 100 concurrent connections with
 * a bearer token, from a separate process on loopback; run with the browser closed.
 */
export async function serverPhase(
  b: Pick<Bench, 'baseUrl' | 'session' | 'dataset' | 'endDate' | 'add'>,
  seconds: number,
): Promise<void> {
  const months = monthsBetween(monthOf(b.dataset.startDate), monthOf(b.endDate));
  const from = Math.floor(months.length * 0.3);
  const paths = months
    .slice(from, from + 24)
    .flatMap((m) =>
      Array.from(
        { length: 20 },
        (_, p) =>
          `/api/finance-management/transaction/get-transactions/?start_date=${firstDayOfMonth(m)}&end_date=${lastDayOfMonth(m)}&page=${p + 1}`,
      ),
    );
  log(`Server load: 100 connections, ${seconds} s per run, ${paths.length} different pages of one-month filters`);
  const options = { baseUrl: b.baseUrl, paths, token: b.session.access, connections: 100 };
  await loadTest({ ...options, durationMs: 3_000 }); // warm-up
  const perSecond: number[] = [];
  const p99: number[] = [];
  const p50: number[] = [];
  for (let run = 0; run < 3; run++) {
    const r = await loadTest({ ...options, durationMs: seconds * 1000 });
    if (r.errors > 0) throw new Error(`${r.errors} requests failed under load`);
    perSecond.push(r.perSecond);
    p99.push(r.p99);
    p50.push(r.p50);
    logRun(
      'server load',
      run,
      3,
      `${Math.round(r.perSecond)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(0)} ms`,
    );
  }
  b.add({
    measure: 'Server: transactions page, 100 connections (SQLite)',
    unit: 'req/s',
    samples: perSecond,
    budget: { kind: 'min', value: 2000 },
  });
  b.add({ measure: '  p99 latency', unit: 'ms', samples: p99, budget: { kind: 'max', value: 50 } });
  // A closed loop of 100 connections waits 100 / throughput on average (Little's law): the median
  // shows how much of the p99 is that queue rather than slow requests.
  b.add({ measure: '  p50 latency', unit: 'ms', samples: p50 });
}
