import type { Report } from '../../domain/reports';
import { formatCents } from '../../ui/formatCents';
import { reportTexts } from './reportTexts';

interface ReportTotalsProps {
  report: Report;
  currency: string;
  /** Yearly reports: how many months of the year hold data. */
  monthsIncluded?: number;
}

/** The two summary cards: Total Expenses and Total Income, two decimals and the currency code. */
export function ReportTotals({ report, currency, monthsIncluded }: ReportTotalsProps) {
  const cards = [
    { title: reportTexts.totalExpenses, cents: report.total_withdraw, kind: 'expense' },
    { title: reportTexts.totalIncome, cents: report.total_deposit, kind: 'income' },
  ] as const;
  return (
    <div className="report-totals">
      {cards.map(({ title, cents, kind }) => (
        <section key={kind} className={`card report-total report-total--${kind}`} aria-label={title}>
          <h2 className="report-total__title">{title}</h2>
          <p className="report-total__value">
            {formatCents(cents ?? 0, { currency })} <span className="report-total__currency">{currency}</span>
          </p>
          {monthsIncluded !== undefined && (
            <p className="report-total__note">{reportTexts.basedOnMonths(monthsIncluded)}</p>
          )}
        </section>
      ))}
    </div>
  );
}
