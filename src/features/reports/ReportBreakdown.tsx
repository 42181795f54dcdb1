import { useMemo } from 'react';
import type { TransactionKind } from '../../domain/records';
import type { ReportItem } from '../../domain/reports';
import { colourKey } from '../../db/queries/categoryStyles';
import { categoryShade } from '../../ui/charts/categoryPalette';
import { LazyPieChart } from '../../ui/charts/LazyPieChart';
import { useCategoryColours } from '../categories/useCategoryColours';
import { useDocumentTheme } from './useDocumentTheme';

interface ReportBreakdownProps {
  title: string;
  emptyText: string;
  items: readonly ReportItem[];
  kind: TransactionKind;
  currency: string;
  /** Spec section 9: expenses from hue 0, income from hue 120. */
  startHue: 0 | 120;
}

/** A pie of the categories of one kind, or a line saying there is nothing to draw. */
export function ReportBreakdown({ title, emptyText, items, kind, currency, startHue }: ReportBreakdownProps) {
  const theme = useDocumentTheme();
  const colours = useCategoryColours();
  const slices = useMemo(
    () =>
      items.map((item) => {
        const color = categoryShade(colours.get(colourKey(kind, item.category)), theme);
        return { name: item.category, value: item.converted_amount / 100, ...(color ? { color } : {}) };
      }),
    [items, colours, kind, theme],
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
