import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { monthLabel } from '../../domain/dates';
import type { MonthAmount } from '../../domain/trends';
import { Sparkline } from '../../ui/charts/Sparkline';
import { formatMoney } from '../../ui/formatCents';
import { dashboardTexts } from './dashboardTexts';

interface NetWorthSparklineProps {
  currency: string;
  /** Oldest first, one per month end. */
  points: readonly MonthAmount[];
}

/** The net worth line of the last twelve months, small, with its first and last figures in words. */
export function NetWorthSparkline({ currency, points }: NetWorthSparklineProps) {
  const titleId = useId();
  const line = useMemo(() => points.map((point) => ({ label: monthLabel(point.month), cents: point.cents })), [points]);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  return (
    <section className="card net-worth-trend" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        {dashboardTexts.netWorthTrendTitle}
      </h2>
      <Sparkline title={dashboardTexts.netWorthTrendChart} points={line} currency={currency} height={80} />
      <p className="net-worth-trend__summary">
        {dashboardTexts.netWorthTrendSummary(
          formatMoney(first.cents, currency),
          monthLabel(first.month),
          formatMoney(last.cents, currency),
          monthLabel(last.month),
        )}
      </p>
      <Link to="/reports" search={{ tab: 'trends' }} className="target-card__link">
        {dashboardTexts.seeTrends}
      </Link>
    </section>
  );
}
