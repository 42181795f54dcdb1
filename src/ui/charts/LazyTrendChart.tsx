import { lazy, Suspense } from 'react';
import type { TrendChartProps } from './TrendChart';
import './charts.css';

// A separate chunk, like the pie's: only a person who opens the trends downloads bar and line code.
const TrendChart = lazy(() => import('./TrendChart'));

const defaultHeight = 240;

/** A trend chart, loaded on first use; a box of the same height holds its place meanwhile. */
export function LazyTrendChart(props: TrendChartProps) {
  const height = props.height ?? defaultHeight;
  return (
    <Suspense
      fallback={
        <div className="trend-chart pie-chart--loading" style={{ height }} role="status">
          Loading chart...
        </div>
      }
    >
      <TrendChart {...props} height={height} />
    </Suspense>
  );
}
