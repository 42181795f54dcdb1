/** Test-only: stands in for the lazy echarts trend chart (no canvas in jsdom) and prints what it was given. */
import type { TrendChartProps } from '../../ui/charts/TrendChart';

export function PrintedTrendChart({ title, kind, axisLabels, series, currency, theme }: TrendChartProps) {
  return (
    <figure aria-label={title}>
      {kind} | {axisLabels.join(',').replace(/\n/g, ' ')} |{' '}
      {series.map((entry) => `${entry.name}=${entry.cents.join(',')}`).join(';')} | {currency} | {theme}
    </figure>
  );
}
