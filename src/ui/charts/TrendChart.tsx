import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { trendColors, trendOption, type TrendOptionInput } from './trendOption';

// Only what bars and lines need is registered, which keeps this lazily loaded chunk small.
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export interface TrendChartProps extends TrendOptionInput {
  /** Names the chart for screen readers; the page shows its own heading and a table of the figures. */
  title: string;
  /** Pixels. */
  height?: number;
}

/** Bars or a line per month, with a legend under them when there is more than one series. */
export function TrendChart({ title, height = 240, ...input }: TrendChartProps) {
  const { kind, axisLabels, tooltipLabels, series, currency, theme } = input;
  const option = useMemo(
    () => trendOption({ kind, axisLabels, tooltipLabels, series, currency, theme }),
    [kind, axisLabels, tooltipLabels, series, currency, theme],
  );
  return (
    <div className="trend-chart">
      <div role="img" aria-label={title}>
        <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} />
      </div>
      {series.length > 1 && (
        <ul className="trend-legend">
          {series.map((entry) => (
            <li key={entry.name} className="trend-legend__item">
              <span
                className="trend-legend__swatch"
                style={{ background: trendColors[entry.color][theme] }}
                aria-hidden="true"
              />
              {entry.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default TrendChart;
