import type { ReactNode } from 'react';
import type { Month } from '../../../domain/dates';
import type { ChartTheme } from '../../../ui/charts/chartTheme';
import { LazyTrendChart } from '../../../ui/charts/LazyTrendChart';
import type { TrendSeries } from '../../../ui/charts/trendOption';
import { MissingRates } from './MissingRates';
import { TrendTable } from './TrendTable';
import { axisMonthLabels, fullMonthLabels } from './monthLabels';
import { trendTexts } from './trendTexts';

interface TrendSectionProps {
  title: string;
  /** 'Last 12 months' or the year, for the chart's and the table's names. */
  periodLabel: string;
  kind: 'bar' | 'line';
  months: readonly Month[];
  series: readonly TrendSeries[];
  /** Each month's currencies without a rate. */
  missing: readonly { month: Month; missing: readonly string[] }[];
  currency: string;
  theme: ChartTheme;
  /** A line under the title. */
  hint?: string;
  /** Controls between the title and the chart (the category picker). */
  controls?: ReactNode;
  /** Shown instead of the chart and the table. */
  empty?: string;
}

/** One trend: a card with its title, chart, rate warnings and the same figures as a table. */
export function TrendSection({
  title,
  periodLabel,
  kind,
  months,
  series,
  missing,
  currency,
  theme,
  hint,
  controls,
  empty,
}: TrendSectionProps) {
  const full = fullMonthLabels(months);
  return (
    <section className="card trend-section" aria-label={title}>
      <h2 className="report-section__title">{title}</h2>
      {hint && <p className="trend-section__hint">{hint}</p>}
      {controls}
      {empty ? (
        <p className="report-section__empty">{empty}</p>
      ) : (
        <>
          <LazyTrendChart
            title={trendTexts.chartOf(title, periodLabel)}
            kind={kind}
            axisLabels={axisMonthLabels(months)}
            tooltipLabels={full}
            series={series}
            currency={currency}
            theme={theme}
          />
          <MissingRates months={missing} />
          <TrendTable
            caption={`${title}, ${periodLabel} (${currency})`}
            monthLabels={full}
            series={series}
            currency={currency}
          />
        </>
      )}
    </section>
  );
}
