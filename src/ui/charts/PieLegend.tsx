import { shareText, sliceColor, type PieItem } from './pieOption';

interface PieLegendProps {
  items: readonly PieItem[];
  startHue: number;
}

/**
 * The pie's legend under it: every category with its colour and share, wrapping whole words (no
 * paging, nothing cut off however many categories there are). Amounts are in the tooltip and in
 * the details list beside the chart.
 */
export function PieLegend({ items, startHue }: PieLegendProps) {
  const total = items.reduce((sum, item) => sum + item.value, 0);
  return (
    <ul className="pie-legend">
      {items.map((item, index) => (
        <li key={item.name} className="pie-legend__item">
          <span
            className="pie-legend__swatch"
            style={{ background: item.color ?? sliceColor(startHue, index) }}
            aria-hidden="true"
          />
          <span className="pie-legend__name">{item.name}</span>
          <span className="pie-legend__figure">{shareText(item.value, total)}</span>
        </li>
      ))}
    </ul>
  );
}
