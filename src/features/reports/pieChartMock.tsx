/** Test-only: stands in for the lazy echarts pie (no canvas in jsdom) and prints what it was given. */
import type { PieChartProps } from '../../ui/charts/PieChart';

export function PrintedPieChart({ title, items, startHue, currency, theme }: PieChartProps) {
  return (
    <figure aria-label={`${title} chart`}>
      {items.map((item) => `${item.name}=${item.value}`).join(';')} | hue {startHue} | {currency} | {theme}
    </figure>
  );
}
