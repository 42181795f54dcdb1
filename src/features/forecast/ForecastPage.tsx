import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useToday } from '../../app/workspace/useToday';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import type { ForecastInputs } from '../../db/queries/forecast';
import { forecast, type ForecastHorizon, type ForecastLine } from '../../domain/forecast';
import { toCents } from '../../domain/money';
import { LazyForecastChart } from '../../ui/charts/LazyForecastChart';
import { formatMoney } from '../../ui/formatCents';
import { longDate } from '../../ui/formatDate';
import { PageHeader } from '../../ui/PageHeader';
import { LinkStateMessage } from '../../ui/LinkStateMessage';
import { ReadState } from '../../ui/ReadState';
import { useDocumentTheme } from '../reports/useDocumentTheme';
import { allAccounts, ForecastControls } from './ForecastControls';
import { ForecastTable } from './ForecastTable';
import { rememberedFloor, rememberFloor } from './floorMemory';
import { forecastTexts } from './forecastTexts';
import type { ForecastSearch } from './forecastSearch';
import { useForecastInputs } from './useForecastInputs';
import '../../ui/page-stack.css';
import './forecast.css';

interface ForecastPageProps {
  search?: ForecastSearch;
  onSearchChange?: (next: ForecastSearch) => void;
}

/**
 * Issue 47, item 3: each open account's balance (or all of them together, in the favorite
 * currency) projected 3, 6 or 12 months ahead from the schedules and, if asked, the budgets; the
 * lowest point marked and a warning for each account that would go below zero or the chosen floor.
 * Worked out on this device from its own data, so it works offline.
 */
export function ForecastPage({ search = {}, onSearchChange }: ForecastPageProps) {
  const today = useToday();
  const db = useDatabase();
  // Mounted without its route (a screen test), the view is kept here instead of in the URL.
  const [ownView, setOwnView] = useState<ForecastSearch>(search);
  const view = onSearchChange ? search : ownView;
  const changeView = (change: ForecastSearch) => (onSearchChange ?? setOwnView)({ ...view, ...change });
  const months: ForecastHorizon = view.months ?? 3;
  const withBudgets = view.budgets === true;
  const accountId = view.account ?? allAccounts;
  const [floor, setFloor] = useState(() => rememberedFloor(db.name));
  const inputs = useForecastInputs(today, months, withBudgets);

  const changeFloor = (units: number | undefined) => {
    const cents = units === undefined ? undefined : Math.round(units * 100);
    setFloor(cents);
    rememberFloor(db.name, cents);
  };

  const content = (
    <ReadState
      value={inputs}
      loading={forecastTexts.loading}
      failed={forecastTexts.fetchFailed}
      empty={(read) =>
        read.accounts.length === 0 && (
          <LinkStateMessage
            kind="empty"
            hint={forecastTexts.noAccountsHint}
            to="/accounts"
            linkText={forecastTexts.noAccountsAction}
            emphasis="primary"
          >
            {forecastTexts.noAccounts}
          </LinkStateMessage>
        )
      }
    >
      {(read) => <ForecastResult inputs={read} months={months} floor={floor ?? 0} accountId={accountId} />}
    </ReadState>
  );

  return (
    <div className="page-stack forecast-page">
      <PageHeader
        title={forecastTexts.title}
        subtitle={forecastTexts.subtitle}
        actions={
          <Link to="/upcoming" className="button button--secondary">
            {forecastTexts.upcoming}
          </Link>
        }
      />
      <ForecastControls
        months={months}
        accountId={accountId}
        withBudgets={withBudgets}
        floor={floor}
        accounts={inputs?.accounts ?? []}
        onViewChange={changeView}
        onFloorChange={changeFloor}
      />
      {content}
    </div>
  );
}

interface ForecastResultProps {
  inputs: ForecastInputs;
  months: ForecastHorizon;
  floor: number;
  accountId: string;
}

/** The warnings, the chart and the table of the account chosen (or of the total). */
function ForecastResult({ inputs, months, floor, accountId }: ForecastResultProps) {
  const theme = useDocumentTheme();
  const result = useMemo(
    () =>
      forecast({
        accounts: inputs.accounts,
        changes: inputs.changes,
        today: inputs.today,
        end: inputs.end,
        floor: toCents(floor),
        currency: inputs.favorite,
        convert: inputs.convert,
      }),
    [inputs, floor],
  );
  const chosen = result.accounts.find((entry) => entry.account.id === accountId);
  const shown: { name: string; currency: string; line: ForecastLine } = chosen
    ? { name: chosen.account.name, currency: chosen.account.currency, line: chosen }
    : { name: forecastTexts.allAccounts, currency: result.currency, line: result.total };
  const warnings = [
    ...result.accounts.flatMap((entry) =>
      entry.below ? [{ name: entry.account.name, currency: entry.account.currency, date: entry.below.date }] : [],
    ),
    ...(result.total.below && result.accounts.length > 1
      ? [{ name: forecastTexts.totalName, currency: result.currency, date: result.total.below.date }]
      : []),
  ];
  const warningText = (warning: (typeof warnings)[number]) =>
    floor > 0
      ? forecastTexts.belowFloor(warning.name, formatMoney(floor, warning.currency), longDate(warning.date))
      : forecastTexts.belowZero(warning.name, longDate(warning.date));
  const lowest = { date: shown.line.lowest.date, cents: shown.line.lowest.balance };
  const points = shown.line.points.map((point) => ({ date: point.date, cents: point.balance }));

  return (
    <>
      {inputs.schedules === 0 && (
        <LinkStateMessage
          kind="empty"
          hint={forecastTexts.flatHint}
          to="/show_scheduled_trans"
          linkText={forecastTexts.flatAction}
          emphasis="primary"
        >
          {forecastTexts.flat}
        </LinkStateMessage>
      )}
      <section className="forecast-warnings" aria-label={forecastTexts.warnings}>
        {warnings.length > 0 ? (
          <ul className="forecast-warnings__list">
            {warnings.map((warning) => (
              <li key={warning.name} className="forecast-warnings__item">
                {warningText(warning)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="forecast-warnings__none">{forecastTexts.noWarning(months)}</p>
        )}
      </section>
      <section className="card forecast-card" aria-label={shown.name}>
        <h2 className="forecast-card__title">{shown.name}</h2>
        <p className="forecast-card__lowest">
          {forecastTexts.lowestOn(formatMoney(lowest.cents, shown.currency), longDate(lowest.date))}
        </p>
        <LazyForecastChart
          title={forecastTexts.chart(shown.name, longDate(result.end))}
          name={shown.name}
          points={points}
          lowest={lowest}
          end={result.end}
          floor={floor}
          currency={shown.currency}
          theme={theme}
          labels={chartLabels}
        />
        {!chosen && result.missing.length > 0 && (
          <p className="forecast-card__missing">{forecastTexts.missing(result.missing.join(', '))}</p>
        )}
        <ForecastTable
          caption={forecastTexts.table(shown.name, result.today, result.end, shown.currency)}
          line={shown.line}
          currency={shown.currency}
          floor={floor}
          warns={chosen ? !chosen.account.liability : true}
        />
      </section>
    </>
  );
}

const chartLabels = { lowest: forecastTexts.lowest, floor: forecastTexts.floorLine, zero: forecastTexts.zero };
