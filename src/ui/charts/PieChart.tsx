import ReactEChartsCore from 'echarts-for-react/esm/core';
import { PieChart as EChartsPie } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartTheme } from './chartTheme';
import { pieOption, type PieItem } from './pieOption';
import { PieLegend } from './PieLegend';

// Only what a pie needs is registered, which keeps this lazily loaded chunk small.
echarts.use([EChartsPie, TooltipComponent, CanvasRenderer]);

export interface PieChartProps {
  /** Names the chart for screen readers; the page shows its own heading. */
  title: string;
  items: readonly PieItem[];
  /** 0 for expenses, 120 for income. */
  startHue: number;
  currency: string;
  theme: ChartTheme;
  /** Pixels, of the pie itself. */
  height?: number;
  /** Given: a click on a slice or a legend entry (a button then) calls it with the item's name. */
  onSelect?: (name: string) => void;
  /** A legend button's description for a screen reader: where it leads. */
  selectHint?: string;
}

/** A pie with its legend below and a 'category: amount currency (share)' tooltip. */
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function PieChart({
  title,
  items,
  startHue,
  currency,
  theme,
  height = 240,
  onSelect,
  selectHint,
}: PieChartProps) {
  const still = prefersReducedMotion();
  const option = useMemo(
    () => pieOption({ items, startHue, currency, theme, still }),
    [items, startHue, currency, theme, still],
  );
  const events = useMemo(
    () => (onSelect ? { click: (params: { name?: string }) => params.name && onSelect(params.name) } : undefined),
    [onSelect],
  );
  return (
    <div className="pie-chart">
      <div role="img" aria-label={title}>
        <ReactEChartsCore
          echarts={echarts}
          option={option}
          notMerge
          onEvents={events}
          style={{ height, width: '100%' }}
        />
      </div>
      <PieLegend items={items} startHue={startHue} onSelect={onSelect} selectHint={selectHint} />
    </div>
  );
}

export default PieChart;
