import { useId } from 'react';
import { forecastHorizons, type ForecastAccount, type ForecastHorizon } from '../../domain/forecast';
import { AmountFilterInput } from '../transactions/AmountFilterInput';
import { forecastTexts } from './forecastTexts';
import type { ForecastSearch } from './forecastSearch';
import './forecast.css';

/** The "all accounts" choice of the account picker. */
export const allAccounts = 'all';

interface ForecastControlsProps {
  months: ForecastHorizon;
  accountId: string;
  withBudgets: boolean;
  /** In cents; undefined: zero. */
  floor: number | undefined;
  accounts: readonly Pick<ForecastAccount, 'id' | 'name'>[];
  onViewChange: (change: ForecastSearch) => void;
  /** In units as typed, undefined when cleared. */
  onFloorChange: (units: number | undefined) => void;
}

/** What the forecast shows: how far ahead, which account, with the budgets or not, and the floor to warn below. */
export function ForecastControls({
  months,
  accountId,
  withBudgets,
  floor,
  accounts,
  onViewChange,
  onFloorChange,
}: ForecastControlsProps) {
  const id = useId();
  return (
    <fieldset className="forecast-controls">
      <legend className="visually-hidden">{forecastTexts.settings}</legend>
      <div className="form-field">
        <label className="form-label" htmlFor={`${id}-months`}>
          {forecastTexts.horizon}
        </label>
        <select
          id={`${id}-months`}
          className="form-input"
          value={months}
          onChange={(event) => onViewChange({ months: Number(event.target.value) as ForecastHorizon })}
        >
          {forecastHorizons.map((option) => (
            <option key={option} value={option}>
              {forecastTexts.months(option)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-label" htmlFor={`${id}-account`}>
          {forecastTexts.account}
        </label>
        <select
          id={`${id}-account`}
          className="form-input"
          value={accountId}
          onChange={(event) =>
            onViewChange({ account: event.target.value === allAccounts ? undefined : event.target.value })
          }
        >
          <option value={allAccounts}>{forecastTexts.allAccounts}</option>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.name}
            </option>
          ))}
        </select>
      </div>
      <AmountFilterInput
        id={`${id}-floor`}
        label={forecastTexts.floor}
        value={floor === undefined ? undefined : floor / 100}
        onCommit={onFloorChange}
      />
      <div className="forecast-controls__check">
        <label className="forecast-controls__label">
          <input
            type="checkbox"
            checked={withBudgets}
            onChange={(event) => onViewChange({ budgets: event.target.checked || undefined })}
          />
          {forecastTexts.budgets}
        </label>
        <p className="forecast-controls__hint">{forecastTexts.budgetsHint}</p>
      </div>
    </fieldset>
  );
}
