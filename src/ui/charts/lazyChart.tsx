import { lazy, Suspense, type ComponentType } from 'react';
import './charts.css';

const defaultHeight = 240;

/**
 * A chart loaded from its own chunk on first use (so screens without it never download echarts);
 * a box of the same height, with the chart's class, holds its place meanwhile.
 */
export function lazyChart<Props extends { height?: number }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  className: string,
) {
  const Chart = lazy(load);
  return function LazyChart(props: Props) {
    const height = props.height ?? defaultHeight;
    return (
      <Suspense
        fallback={
          <div className={`${className} pie-chart--loading`} style={{ height }} role="status">
            Loading chart...
          </div>
        }
      >
        <Chart {...props} height={height} />
      </Suspense>
    );
  };
}
