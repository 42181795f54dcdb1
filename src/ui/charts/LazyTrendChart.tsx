import { lazyChart } from './lazyChart';

/** A trend chart: only a person who opens the trends downloads bar and line code. */
export const LazyTrendChart = lazyChart(() => import('./TrendChart'), 'trend-chart');
