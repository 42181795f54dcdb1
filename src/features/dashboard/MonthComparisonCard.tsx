import { useId } from 'react';
import type { MonthAgainstLast } from '../../db/queries/trends';
import { monthLabel } from '../../domain/dates';
import type { MonthSummary } from '../../domain/trends';
import { formatMoney } from '../../ui/formatCents';
import { DashboardCard } from './DashboardCard';
import { dashboardTexts } from './dashboardTexts';

const rows: (keyof MonthSummary)[] = ['income', 'expense', 'saved'];

/** Income, expense and saved of this month beside last month's, as a small table. */
export function MonthComparisonCard({ comparison }: { comparison: MonthAgainstLast }) {
  const titleId = useId();
  const { currency, thisMonth, lastMonth, missing } = comparison;
  return (
    <DashboardCard title={dashboardTexts.comparisonTitle} className="month-comparison" titleId={titleId}>
      <table className="month-comparison__table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <td />
            <th scope="col">{monthLabel(thisMonth.month)}</th>
            <th scope="col">{monthLabel(lastMonth.month)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row} className={`month-comparison__row--${row}`}>
              <th scope="row">{dashboardTexts.comparisonRows[row]}</th>
              <td>{formatMoney(thisMonth.summary[row], currency)}</td>
              <td>{formatMoney(lastMonth.summary[row], currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {missing.length > 0 && <p className="target-card__note">{dashboardTexts.rateMissingFor(missing)}</p>}
    </DashboardCard>
  );
}
