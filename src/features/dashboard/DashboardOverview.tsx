import { useBudgetOverview } from '../budgets/useBudgetOverview';
import { BudgetStatusCard } from './BudgetStatusCard';
import { MonthComparisonCard } from './MonthComparisonCard';
import { NetWorthSparkline } from './NetWorthSparkline';
import { RecentTransactionsCard } from './RecentTransactionsCard';
import { UpcomingScheduledCard } from './UpcomingScheduledCard';
import { useMonthAgainstLast } from './useMonthAgainstLast';
import { useNetWorthTrend } from './useNetWorthTrend';
import { useRecentTransactions } from './useRecentTransactions';
import { useUpcomingScheduled } from './useUpcomingScheduled';

/**
 * This month against last, the budgets nearest their limits, the net worth trend, the newest
 * transactions and the scheduled items due next. The dashboard mounts it once its first figures are
 * shown, so its reads never delay them.
 */
export function DashboardOverview({ returning }: { returning: boolean }) {
  const comparison = useMonthAgainstLast();
  const netWorthTrend = useNetWorthTrend();
  const recent = useRecentTransactions();
  const upcoming = useUpcomingScheduled();
  // This month alone: the card needs no history, so it reads the fewest day rows.
  const budgets = useBudgetOverview(1);
  return (
    <>
      {comparison && returning && <MonthComparisonCard comparison={comparison} />}
      {budgets && (returning || budgets.current.length > 0) && (
        <BudgetStatusCard current={budgets.current} today={budgets.today} />
      )}
      {netWorthTrend && returning && <NetWorthSparkline trend={netWorthTrend} />}
      {recent && recent.length > 0 && <RecentTransactionsCard rows={recent} />}
      {upcoming && upcoming.length > 0 && <UpcomingScheduledCard items={upcoming} />}
    </>
  );
}
