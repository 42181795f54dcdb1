import { currencies } from '../domain/currencies';
import { fieldDescription, FormField } from './FormField';

interface AmountFieldProps {
  id: string;
  label?: string;
  /** The smallest amount the field offers (spec: 0, or 0.01 for scheduled items). */
  min?: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with it, beside the field. */
  error?: string;
}

/** An amount in steps of 0.01, focused first when its form opens. */
export function AmountField({ id, label = 'Amount', min = '0', value, onChange, error }: AmountFieldProps) {
  return (
    <FormField htmlFor={id} label={label} error={error}>
      <input
        id={id}
        className="form-input"
        type="number"
        inputMode="decimal"
        min={min}
        step="0.01"
        aria-required="true"
        {...fieldDescription(id, { error })}
        data-autofocus
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

interface CurrencyFieldProps {
  id: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** An empty first choice with this text, while the value is still to be picked. */
  placeholder?: string;
}

/** Every supported currency, USD and EGP first, as the spec lists them. */
export function CurrencyField({ id, label = 'Currency', value, onChange, error, placeholder }: CurrencyFieldProps) {
  return (
    <FormField htmlFor={id} label={label} error={error}>
      <select
        id={id}
        className="form-input"
        aria-required="true"
        {...fieldDescription(id, { error })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && value === '' && <option value="">{placeholder}</option>}
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </FormField>
  );
}
