import ReactEChartsCore from 'echarts-for-react/esm/core';
import { PieChart as EChartsPie } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { pieOption, type ChartTheme, type PieItem } from './pieOption';
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
}

/** A pie with its legend below and a 'category: amount currency (share)' tooltip. */
export function PieChart({ title, items, startHue, currency, theme, height = 240 }: PieChartProps) {
  const option = useMemo(() => pieOption({ items, startHue, currency, theme }), [items, startHue, currency, theme]);
  return (
    <div className="pie-chart">
      <div role="img" aria-label={title}>
        <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} />
      </div>
      <PieLegend items={items} startHue={startHue} />
    </div>
  );
}

export default PieChart;
