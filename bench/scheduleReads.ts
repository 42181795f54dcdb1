import type { Bench } from './bench';
import type { ReadySpec } from './inPage';
import { clicksFromList, logRun, timedFromList } from './screens';

/** The agenda's list of the next 60 days, drawn whole once its occurrences are read. */
const agendaReady: ReadySpec = {
  present: ['.upcoming-agenda .upcoming-occurrence .item-amount'],
  absent: ['.upcoming-page .state-message--loading'],
};

/** The forecast's lowest point and its table, both worked out from the same projection. */
const forecastReady: ReadySpec = {
  present: ['.forecast-card__lowest', '.forecast-table tbody tr'],
  absent: ['.forecast-page .state-message--loading'],
};

/**
 * Issue 47's Performance section over the data set's schedules: the Upcoming agenda of the next 60
 * days from the sidebar, and a 12-month forecast of every account opened by its address (its view
 * lives in the URL), each from the transactions list.
 */
export async function scheduleReads(b: Bench): Promise<void> {
  const schedules = b.dataset.scheduled.length;
  const agenda = await clicksFromList(b, '/upcoming', { ready: agendaReady });
  agenda.forEach((t, run) => logRun('agenda', run, b.runs, `${t.dom.toFixed(1)} ms`));
  b.add({
    measure: `Upcoming agenda, next 60 days of ${schedules} schedules, after navigation`,
    unit: 'ms',
    samples: agenda.map((t) => t.dom),
    budget: { kind: 'max', value: 50 },
  });
  const forecast = await timedFromList(b, { href: '/forecast?months=12', ready: forecastReady });
  forecast.forEach((t, run) => logRun('forecast', run, b.runs, `${t.dom.toFixed(1)} ms`));
  b.add({
    measure: `Forecast of every account, 12 months of ${schedules} schedules, after navigation`,
    unit: 'ms',
    samples: forecast.map((t) => t.dom),
    budget: { kind: 'max', value: 150 },
  });
}
