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
        <ReportBreakdown
          title={reportTexts.expenseBreakdown}
          emptyText={reportTexts.noExpenseData}
          items={report.user_withdraw_on_range}
          kind="withdraw"
          currency={currency}
          period={period}
          startHue={0}
        />
        <ReportBreakdown
          title={reportTexts.incomeBreakdown}
          emptyText={reportTexts.noIncomeData}
          items={report.user_deposit_on_range}
          kind="deposit"
          currency={currency}
          period={period}
          startHue={120}
        />
        <ReportDetails
          title={reportTexts.expenseDetails}
          items={report.user_withdraw_on_range}
          kind="withdraw"
          currency={currency}
          period={period}
        />
        <ReportDetails
          title={reportTexts.incomeDetails}
          items={report.user_deposit_on_range}
          kind="deposit"
          currency={currency}
          period={period}
        />
      </div>
    </div>
  );
}
