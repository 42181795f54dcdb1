import { useMemo } from 'react';
import type { ReportItem } from '../../domain/reports';
import { LazyPieChart } from '../../ui/charts/LazyPieChart';
import { useDocumentTheme } from './useDocumentTheme';

interface ReportBreakdownProps {
  title: string;
  emptyText: string;
  items: readonly ReportItem[];
  currency: string;
  /** Spec section 9: expenses from hue 0, income from hue 120. */
  startHue: 0 | 120;
}

/** A pie of the categories of one kind, or a line saying there is nothing to draw. */
export function ReportBreakdown({ title, emptyText, items, currency, startHue }: ReportBreakdownProps) {
  const theme = useDocumentTheme();
  const slices = useMemo(
    () => items.map((item) => ({ name: item.category, value: item.converted_amount / 100 })),
    [items],
  );
  return (
    <section className="card report-section" aria-label={title}>
      <h2 className="report-section__title">{title}</h2>
      {slices.length === 0 ? (
        <p className="report-section__empty">{emptyText}</p>
      ) : (
        <LazyPieChart title={title} items={slices} startHue={startHue} currency={currency} theme={theme} />
      )}
    </section>
  );
}
