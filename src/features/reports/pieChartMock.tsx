/**
 * Test-only: stands in for the lazy echarts pie (no canvas in jsdom) and prints what it was given;
 * a button per slice stands in for a click on it.
 */
import type { PieChartProps } from '../../ui/charts/PieChart';

export function PrintedPieChart({ title, items, startHue, currency, theme, onSelect }: PieChartProps) {
  return (
    <>
      <figure aria-label={`${title} chart`}>
        {items.map((item) => `${item.name}=${item.value}`).join(';')} | hue {startHue} | {currency} | {theme}
      </figure>
      {onSelect &&
        items.map((item) => (
          <button key={item.name} type="button" onClick={() => onSelect(item.name)}>
            {`slice ${item.name}`}
          </button>
        ))}
    </>
  );
}
