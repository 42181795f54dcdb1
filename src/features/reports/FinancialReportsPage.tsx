import { useId, useState } from 'react';
import { OlderHistoryNotice } from '../../app/workspace/OlderHistoryNotice';
import {
  addMonths,
  firstDayOfMonth,
  isoDateFromParts,
  monthLabel,
  monthOf,
  parseMonthKey,
  todayIn,
  type IsoDate,
  type Month,
} from '../../domain/dates';
import { PageHeader } from '../../ui/PageHeader';
import { BackToDashboard } from '../../app/layout/BackToDashboard';
import { MonthSelect } from './MonthSelect';
import { RecalculateReportsButton } from './RecalculateReportsButton';
import { ReportPanel } from './ReportPanel';
import { monthPeriod, yearPeriod, type ReportPeriod } from './reportPeriod';
import { selectedYearOf, type ReportsSearch } from './reportsSearch';
import { panelId, ReportTabs, tabId } from './ReportTabs';
import { reportTexts } from './reportTexts';
import { TrendsPanel } from './trends/TrendsPanel';
import { trendTexts } from './trends/trendTexts';
import { useReport } from './useReport';
import { YearSelect } from './YearSelect';
import '../../ui/page-stack.css';
import './reports.css';

interface FinancialReportsPageProps {
  search: ReportsSearch;
  /** Puts the tab and the chosen year and month in the URL. */
  onSearchChange: (search: ReportsSearch) => void;
}

/** The first day the trends cover: the chosen year's, or that of the last twelve months. */
const trendsFrom = (year: number | undefined, current: Month): IsoDate =>
  year === undefined ? firstDayOfMonth(addMonths(current, -11)) : isoDateFromParts(year, 1, 1);

/** Reports of this month, a chosen year or a chosen past month, from the local database. */
export function FinancialReportsPage({ search, onSearchChange }: FinancialReportsPageProps) {
  const idBase = useId();
  const [today] = useState(() => todayIn(new Date()));
  const current = monthOf(today);
  const [last12] = useState(() => ({ kind: 'last12' as const, today }));
  const tab = search.tab ?? 'monthly';
  const year = selectedYearOf(search, current.year);
  const month = search.month === undefined ? undefined : parseMonthKey(search.month);

  let period: ReportPeriod | undefined;
  if (tab === 'monthly') period = monthPeriod(current);
  else if (tab === 'yearly') period = year === undefined ? undefined : yearPeriod(year);
  else if (tab === 'historical') period = month === undefined ? undefined : monthPeriod(month);
  const state = useReport(period);

  const subtitle =
    tab === 'trends'
      ? trendTexts.subtitle
      : tab === 'historical' && month !== undefined
        ? reportTexts.breakdownFor(monthLabel(month))
        : state.status === 'ready' && period
          ? period.label
          : reportTexts.currentPeriod;
  const update = (patch: Partial<ReportsSearch>) => onSearchChange({ ...search, ...patch });

  return (
    <div className="page-stack reports-page">
      <PageHeader
        title={reportTexts.reportsTitle}
        subtitle={subtitle}
        actions={
          <>
            <RecalculateReportsButton />
            <BackToDashboard />
          </>
        }
      />
      <ReportTabs
        idBase={idBase}
        value={tab}
        onChange={(next) => update({ tab: next === 'monthly' ? undefined : next })}
      />
      <div
        id={panelId(idBase)}
        className="report-panel"
        role="tabpanel"
        aria-labelledby={tabId(idBase, tab)}
        aria-busy={state.status === 'loading'}
      >
        {tab === 'yearly' && (
          <YearSelect value={year} thisYear={current.year} onChange={(next) => update({ year: next ?? '' })} />
        )}
        {tab === 'historical' && <MonthSelect value={search.month} onChange={(next) => update({ month: next })} />}
        <OlderHistoryNotice from={tab === 'trends' ? trendsFrom(search.trendYear, current) : period?.from} />
        {tab === 'trends' ? (
          <TrendsPanel year={search.trendYear} category={search.category} today={last12} onChange={update} />
        ) : (
          <ReportPanel
            tab={tab}
            state={state}
            period={period}
            prompt={
              tab === 'yearly'
                ? { title: reportTexts.selectYearTitle, hint: reportTexts.selectYearHint }
                : tab === 'historical'
                  ? { title: reportTexts.selectMonthTitle, hint: reportTexts.selectMonthHint }
                  : undefined
            }
          />
        )}
      </div>
    </div>
  );
}
