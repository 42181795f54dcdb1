import { useId, useMemo } from 'react';
import type { Trends } from '../../../db/queries/trends';
import type { TrendRange } from '../../../domain/trends';
import { colourKey } from '../../../db/queries/categoryStyles';
import { categoryShade } from '../../../ui/charts/categoryPalette';
import { SelectField } from '../../../ui/SelectField';
import { useCategoryColours } from '../../categories/useCategoryColours';
import { StateMessage } from '../../../ui/StateMessage';
import { ReportLoading } from '../ReportLoading';
import { useDocumentTheme } from '../useDocumentTheme';
import { YearSelect } from '../YearSelect';
import { TrendSection } from './TrendSection';
import { trendTexts } from './trendTexts';
import { useTrends } from './useTrends';
import './trends.css';

interface TrendsPanelProps {
  /** Undefined for the last 12 months. */
  year: number | undefined;
  category: string | undefined;
  today: TrendRange & { kind: 'last12' };
  onChange: (patch: { trendYear?: number; category?: string }) => void;
}

/** Issue 18, section 3: income against expense, net worth and one category's spending, month by month. */
export function TrendsPanel({ year, category, today, onChange }: TrendsPanelProps) {
  const categoryId = useId();
  const theme = useDocumentTheme();
  const thisYear = Number(today.today.slice(0, 4));
  const range = useMemo<TrendRange>(() => (year === undefined ? today : { kind: 'year', year }), [year, today]);
  const state = useTrends(range, category);
  const periodLabel = year === undefined ? trendTexts.last12 : String(year);

  return (
    <div className="trends" aria-busy={state.status === 'loading'}>
      <YearSelect
        value={year}
        thisYear={thisYear}
        label={trendTexts.range}
        placeholder={trendTexts.last12}
        onChange={(chosen) => onChange({ trendYear: chosen, category })}
      />
      {state.status === 'loading' && <ReportLoading text={trendTexts.loading} />}
      {state.status === 'error' && <StateMessage kind="error">{trendTexts.failed}</StateMessage>}
      {state.status === 'ready' && !state.trends.hasData && (
        <StateMessage kind="empty" hint={trendTexts.emptyHint}>
          {trendTexts.emptyTitle}
        </StateMessage>
      )}
      {state.status === 'ready' && state.trends.hasData && (
        <TrendFigures
          trends={state.trends}
          periodLabel={periodLabel}
          theme={theme}
          categoryId={categoryId}
          onCategory={(next) => onChange({ trendYear: year, category: next })}
        />
      )}
    </div>
  );
}

interface TrendFiguresProps {
  trends: Trends;
  periodLabel: string;
  theme: 'light' | 'dark';
  categoryId: string;
  onCategory: (category: string) => void;
}

function TrendFigures({ trends, periodLabel, theme, categoryId, onCategory }: TrendFiguresProps) {
  const { months, currency, flows, netWorth, categories, category } = trends;
  const colours = useCategoryColours();
  return (
    <div className="trends__sections">
      <TrendSection
        title={trendTexts.flowsTitle}
        periodLabel={periodLabel}
        kind="bar"
        months={months}
        series={[
          { name: trendTexts.income, color: 'income', cents: flows.map((flow) => flow.income) },
          { name: trendTexts.expense, color: 'expense', cents: flows.map((flow) => flow.expense) },
        ]}
        missing={flows}
        currency={currency}
        theme={theme}
      />
      <TrendSection
        title={trendTexts.netWorthTitle}
        hint={trendTexts.netWorthHint(currency)}
        periodLabel={periodLabel}
        kind="line"
        months={months}
        series={[{ name: trendTexts.netWorth, color: 'accent', cents: netWorth.map((point) => point.cents) }]}
        missing={netWorth}
        currency={currency}
        theme={theme}
      />
      <TrendSection
        title={trendTexts.categoryTitle}
        periodLabel={category ? `${category.name}, ${periodLabel}` : periodLabel}
        kind="bar"
        months={months}
        series={[
          {
            name: trendTexts.spending,
            color: 'expense',
            shade: category ? categoryShade(colours.get(colourKey('withdraw', category.name)), theme) : undefined,
            cents: (category?.spending ?? []).map((entry) => entry.cents),
          },
        ]}
        missing={category?.spending ?? []}
        currency={currency}
        theme={theme}
        empty={category ? undefined : trendTexts.noCategories}
        controls={
          category && (
            <div className="report-select">
              <SelectField
                id={categoryId}
                label={trendTexts.category}
                value={category.name}
                choices={categories.map((name) => ({ value: name, label: name }))}
                onChange={onCategory}
              />
            </div>
          )
        }
      />
    </div>
  );
}
