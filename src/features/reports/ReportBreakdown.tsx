import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { TransactionKind } from '../../domain/records';
import type { ReportItem } from '../../domain/reports';
import { colourKey } from '../../db/queries/categoryStyles';
import { categoryShade } from '../../ui/charts/categoryPalette';
import { LazyPieChart } from '../../ui/charts/LazyPieChart';
import { useCategoryColours } from '../categories/useCategoryColours';
import { categoryTransactionsSearch } from './categoryTransactions';
import type { ReportPeriod } from './reportPeriod';
import { reportTexts } from './reportTexts';
import { useDocumentTheme } from './useDocumentTheme';

interface ReportBreakdownProps {
  title: string;
  emptyText: string;
  items: readonly ReportItem[];
  kind: TransactionKind;
  currency: string;
  /** Spec section 9: expenses from hue 0, income from hue 120. */
  startHue: 0 | 120;
  /** The dates the report covers: a slice or a legend entry opens the category's transactions in them. */
  period: ReportPeriod;
}

/** A pie of the categories of one kind, or a line saying there is nothing to draw. */
export function ReportBreakdown({ title, emptyText, items, kind, currency, startHue, period }: ReportBreakdownProps) {
  const theme = useDocumentTheme();
  const navigate = useNavigate();
  const { from, to, label } = period;
  const openCategory = useCallback(
    (category: string) =>
      void navigate({ to: '/show_trans', search: categoryTransactionsSearch(kind, category, { from, to }) }),
    [navigate, kind, from, to],
  );

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
        <LazyPieChart
          title={title}
          items={slices}
          startHue={startHue}
          currency={currency}
          theme={theme}
          onSelect={openCategory}
          selectHint={reportTexts.showTransactions(label)}
        />
      )}
    </section>
  );
}
