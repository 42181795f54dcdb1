import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, MarkPointComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { forecastOption, type ForecastOptionInput } from './forecastOption';

// Only what a marked line over time needs is registered, which keeps this lazily loaded chunk small.
echarts.use([LineChart, GridComponent, TooltipComponent, MarkLineComponent, MarkPointComponent, CanvasRenderer]);

export interface ForecastChartProps extends ForecastOptionInput {
  /** Names the chart for screen readers; the page shows the same figures as a table. */
  title: string;
  /** Pixels. */
  height?: number;
}

/** A projected balance as a stepped line, its lowest point marked, zero and the floor drawn. */
export function ForecastChart({ title, height = 260, ...input }: ForecastChartProps) {
  const { name, points, lowest, end, floor, currency, theme, labels } = input;
  const option = useMemo(
    () => forecastOption({ name, points, lowest, end, floor, currency, theme, labels }),
    [name, points, lowest, end, floor, currency, theme, labels],
  );
  return (
    <div className="forecast-chart" role="img" aria-label={title}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} />
    </div>
  );
}

export default ForecastChart;
