import { lazyChart } from './lazyChart';

/** A forecast chart: only a person who opens the forecast downloads its line code. */
export const LazyForecastChart = lazyChart(() => import('./ForecastChart'), 'forecast-chart');
