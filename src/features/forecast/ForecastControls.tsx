import { useId } from 'react';
import { forecastHorizons, type ForecastAccount, type ForecastHorizon } from '../../domain/forecast';
import { SelectField } from '../../ui/SelectField';
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
      <SelectField
        id={`${id}-months`}
        label={forecastTexts.horizon}
        value={months}
        choices={forecastHorizons.map((option) => ({ value: option, label: forecastTexts.months(option) }))}
        onChange={(chosen) => onViewChange({ months: chosen })}
      />
      <SelectField
        id={`${id}-account`}
        label={forecastTexts.account}
        value={accountId}
        choices={[
          { value: allAccounts, label: forecastTexts.allAccounts },
          ...accounts.map((account) => ({ value: account.id, label: account.name })),
        ]}
        onChange={(chosen) => onViewChange({ account: chosen === allAccounts ? undefined : chosen })}
      />
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
