import { useRef } from 'react';
import { checkAmountText } from '../domain/amountInput';
import { parseAmount } from '../domain/money';
import { numberMarksOf } from '../domain/numberMarks';
import { AmountReading, amountReadingShows } from './AmountReading';
import { fieldDescription, FormField } from './FormField';
import { personLocale } from './personLocale';

/**
 * What every amount input is: a text field (so a decimal comma or a typo can be read and explained)
 * that asks phones for the decimal keypad, and no autofill of old amounts.
 */
export const amountInputAttributes = {
  className: 'form-input',
  type: 'text',
  inputMode: 'decimal',
  autoComplete: 'off',
} as const;

interface AmountFieldProps {
  id: string;
  label?: string;
  /** The smallest amount the field offers (spec: 0, or 0.01 for scheduled items). */
  min?: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with it, beside the field. */
  error?: string;
  /** A short hint under the field. */
  hint?: string;
  /** Marks the field `required` (the profile's target, spec section 5); the modals say it with aria-required. */
  required?: boolean;
}

/**
 * An amount as the person writes it in their language, focused first when its form opens. A text
 * field, not `type="number"`: Chromium's number field drops a comma it takes for grouping, so
 * "12,50" in an English browser reached the form as "1250" (issue 46, item 1). The spec's min and
 * step stay on it as its documented limits; checkAmountText applies them, as the form's check does.
 */
export function AmountField({
  id,
  label = 'Amount',
  min = '0',
  value,
  onChange,
  error,
  hint,
  required,
}: AmountFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const locale = personLocale();
  const check = checkAmountText(value, { label, minCents: parseAmount(min) ?? 0, marks: numberMarksOf(locale) });
  const readingId = `${id}-reading`;
  const description = fieldDescription(id, { hint: hint !== undefined, error });
  return (
    <FormField htmlFor={id} label={label} hint={hint} error={error}>
      <input
        ref={input}
        id={id}
        {...amountInputAttributes}
        min={min}
        step="0.01"
        aria-required="true"
        required={required}
        {...description}
        aria-describedby={
          [description['aria-describedby'], amountReadingShows(value.trim(), check, true) ? readingId : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        data-autofocus
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <AmountReading
        id={readingId}
        text={value.trim()}
        check={check}
        locale={locale}
        previewLabel="Will save"
        onPick={(text) => {
          onChange(text);
          input.current?.focus();
        }}
      />
    </FormField>
  );
}
