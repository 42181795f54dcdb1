import { lazyChart } from './lazyChart';

/** The pie chart: the landing page and login never download echarts. */
export const LazyPieChart = lazyChart(() => import('./PieChart'), 'pie-chart');
