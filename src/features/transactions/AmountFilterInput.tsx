import { useState } from 'react';
import { parseAmount } from '../../domain/money';

interface AmountFilterInputProps {
  id: string;
  label: string;
  /** The bound in force, in currency units (from the URL). */
  value: number | undefined;
  onCommit: (units: number | undefined) => void;
}

/** An amount bound, applied on Enter or on leaving the field; what cannot be read says so. */
export function AmountFilterInput({ id, label, value, onCommit }: AmountFilterInputProps) {
  const text = value === undefined ? '' : String(value);
  const [draft, setDraft] = useState(text);
  const [shown, setShown] = useState(text);
  const [invalid, setInvalid] = useState(false);
  if (shown !== text) {
    setShown(text);
    setDraft(text);
    setInvalid(false);
  }

  const commit = () => {
    const trimmed = draft.trim();
    if (trimmed === '') {
      setInvalid(false);
      if (value !== undefined) onCommit(undefined);
      return;
    }
    const cents = parseAmount(trimmed.replace(',', '.'));
    if (cents === undefined || cents < 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (cents / 100 !== value) onCommit(cents / 100);
  };

  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={draft}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {invalid && (
        <p id={`${id}-error`} className="form-error">
          Enter an amount such as 12.50
        </p>
      )}
    </div>
  );
}
