import { lazy, Suspense } from 'react';
import type { PieChartProps } from './PieChart';
import './charts.css';

// A separate chunk: the landing page and login never download echarts.
const PieChart = lazy(() => import('./PieChart'));

const defaultHeight = 240;

/** The pie chart, loaded on first use; a box of the same height holds its place meanwhile. */
export function LazyPieChart(props: PieChartProps) {
  const height = props.height ?? defaultHeight;
  return (
    <Suspense
      fallback={
        <div className="pie-chart pie-chart--loading" style={{ height }} role="status">
          Loading chart...
        </div>
      }
    >
      <PieChart {...props} height={height} />
    </Suspense>
  );
}
