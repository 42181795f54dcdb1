import type { Logger } from '../logger';
import type { RatesService } from './rates.service';

/** Looks for the day's rates at start and every `hours` (never with the provider off); returns the function that stops it. */
export function startRatesRefresh(rates: RatesService, hours: number, logger: Logger): () => void {
  if (hours <= 0 || !rates.fetchesFromNetwork) return () => {};
  const refresh = () =>
    rates.refreshToday().catch((error: unknown) => logger.warn('Exchange-rate refresh failed', error));
  void refresh();
  const timer = setInterval(() => void refresh(), hours * 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
