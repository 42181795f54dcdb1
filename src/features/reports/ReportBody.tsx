import type { Report } from '../../domain/reports';
import { ReportBreakdown } from './ReportBreakdown';
import { ReportDetails } from './ReportDetails';
import type { ReportPeriod } from './reportPeriod';
import { reportTexts } from './reportTexts';
import { ReportTotals } from './ReportTotals';
import './reports.css';

interface ReportBodyProps {
  report: Report;
  currency: string;
  /** The dates it covers: each category leads to its transactions in them. */
  period: ReportPeriod;
  /** Given for yearly reports: the cards then say how many months hold data. */
  monthsIncluded?: number;
}

/** Expenses then income: the grid shows both pies, then both detail lists. */
const sides = (report: Report) =>
  [
    {
      kind: 'withdraw',
      items: report.user_withdraw_on_range,
      breakdownTitle: reportTexts.expenseBreakdown,
      emptyText: reportTexts.noExpenseData,
      detailsTitle: reportTexts.expenseDetails,
      startHue: 0,
    },
    {
      kind: 'deposit',
      items: report.user_deposit_on_range,
      breakdownTitle: reportTexts.incomeBreakdown,
      emptyText: reportTexts.noIncomeData,
      detailsTitle: reportTexts.incomeDetails,
      startHue: 120,
    },
  ] as const;

/** What every report shows: totals, a pie and a detail list per kind, and the currencies left out. */
export function ReportBody({ report, currency, period, monthsIncluded }: ReportBodyProps) {
  return (
    <div className="report-body">
      <ReportTotals report={report} currency={currency} monthsIncluded={monthsIncluded} />
      {report.missing.length > 0 && (
        <p className="report-body__missing" role="note">
          {reportTexts.rateMissingFor(report.missing)}
        </p>
      )}
      <div className="report-grid">
        {sides(report).map((side) => (
          <ReportBreakdown
            key={`${side.kind}-pie`}
            title={side.breakdownTitle}
            emptyText={side.emptyText}
            items={side.items}
            kind={side.kind}
            currency={currency}
            period={period}
            startHue={side.startHue}
          />
        ))}
        {sides(report).map((side) => (
          <ReportDetails
            key={`${side.kind}-details`}
            title={side.detailsTitle}
            items={side.items}
            kind={side.kind}
            currency={currency}
            period={period}
          />
        ))}
      </div>
    </div>
  );
}
