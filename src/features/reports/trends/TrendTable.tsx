import type { TrendSeries } from '../../../ui/charts/trendOption';
import { formatMoney } from '../../../ui/formatCents';
import { trendTexts } from './trendTexts';

interface TrendTableProps {
  caption: string;
  monthLabels: readonly string[];
  series: readonly TrendSeries[];
  currency: string;
}

/** The chart's figures as a table, folded away under its summary: what a screen reader or a careful reader uses. */
export function TrendTable({ caption, monthLabels, series, currency }: TrendTableProps) {
  return (
    <details className="trend-table">
      <summary className="trend-table__summary">{trendTexts.showTable}</summary>
      <table className="trend-table__table">
        <caption className="trend-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{trendTexts.month}</th>
            {series.map((entry) => (
              <th key={entry.name} scope="col" className="trend-table__figure">
                {entry.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthLabels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((entry) => (
                <td key={entry.name} className="trend-table__figure">
                  {formatMoney(entry.cents[index] ?? 0, currency)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
