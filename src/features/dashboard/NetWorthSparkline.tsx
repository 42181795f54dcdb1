import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { monthLabel } from '../../domain/dates';
import type { NetWorthTrend } from '../../db/queries/trends';
import type { MonthAmount } from '../../domain/trends';
import { Sparkline } from '../../ui/charts/Sparkline';
import { formatMoney } from '../../ui/formatCents';
import { longDate } from '../../ui/formatDate';
import { DashboardCard } from './DashboardCard';
import { dashboardTexts } from './dashboardTexts';

/**
 * The net worth line of the last twelve months, small, with its first and last figures in words; while
 * a new device's first sync is still bringing those months, a sentence saying how far back it holds.
 */
export function NetWorthSparkline({ trend }: { trend: NetWorthTrend }) {
  return (
    <DashboardCard title={dashboardTexts.netWorthTrendTitle} className="net-worth-trend">
      {'points' in trend ? (
        <TrendLine currency={trend.currency} points={trend.points} />
      ) : (
        <p className="net-worth-trend__summary">{dashboardTexts.netWorthTrendArriving(longDate(trend.historyFrom))}</p>
      )}
      <Link to="/reports" search={{ tab: 'trends' }} className="target-card__link">
        {dashboardTexts.seeTrends}
      </Link>
    </DashboardCard>
  );
}

function TrendLine({ currency, points }: { currency: string; points: readonly MonthAmount[] }) {
  const line = useMemo(() => points.map((point) => ({ label: monthLabel(point.month), cents: point.cents })), [points]);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  return (
    <>
      <Sparkline title={dashboardTexts.netWorthTrendChart} points={line} currency={currency} height={80} />
      <p className="net-worth-trend__summary">
        {dashboardTexts.netWorthTrendSummary(
          formatMoney(first.cents, currency),
          monthLabel(first.month),
          formatMoney(last.cents, currency),
          monthLabel(last.month),
        )}
      </p>
    </>
  );
}
