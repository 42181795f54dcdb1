import { useState } from 'react';
import { monthOf, todayIn } from '../../domain/dates';
import { PageHeader } from '../../ui/PageHeader';
import { StateMessage } from '../../ui/StateMessage';
import { BackToDashboard } from '../../app/layout/BackToDashboard';
import { ReportBody } from './ReportBody';
import { ReportLoading } from './ReportLoading';
import { monthPeriod } from './reportPeriod';
import { reportTexts } from './reportTexts';
import { useReport } from './useReport';
import '../../ui/page-stack.css';
import './reports.css';

/** This month's report: totals, pies and details by category, in the favorite currency. */
export function MonthlyReportsPage() {
  const [period] = useState(() => monthPeriod(monthOf(todayIn(new Date()))));
  const state = useReport(period);

  if (state.status === 'error') {
    return (
      <div className="page-stack reports-page">
        <PageHeader title={reportTexts.monthlyTitle} subtitle={reportTexts.breakdownFor(reportTexts.currentMonth)} />
        <StateMessage kind="error" hint={<BackToDashboard />}>
          {reportTexts.failedTab('monthly')}
        </StateMessage>
      </div>
    );
  }
  const ready = state.status === 'ready';
  return (
    <div className="page-stack reports-page">
      <PageHeader
        title={reportTexts.monthlyTitle}
        subtitle={reportTexts.breakdownFor(ready ? period.label : reportTexts.currentMonth)}
        actions={<BackToDashboard />}
      />
      {ready ? (
        <ReportBody report={state.report} currency={state.currency} period={period} />
      ) : (
        <ReportLoading text={reportTexts.loading('monthly')} />
      )}
    </div>
  );
}
