import { useRef, useState } from 'react';
import { checkAmountText } from '../../domain/amountInput';
import { numberMarksOf } from '../../domain/numberMarks';
import { AmountReading, amountReadingShows } from '../../ui/AmountReading';
import { amountInputAttributes } from '../../ui/MoneyFields';
import { personLocale } from '../../ui/personLocale';

interface AmountFilterInputProps {
  id: string;
  label: string;
  /** The bound in force, in currency units (from the URL). */
  value: number | undefined;
  onCommit: (units: number | undefined) => void;
}

/**
 * An amount bound, applied on Enter or on leaving the field; what cannot be read says so. It reads
 * what is typed as the amount fields do (checkAmountText in the person's locale), and an entry
 * that reads two ways waits for the person to pick a reading instead of filtering by a guess.
 */
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
  const input = useRef<HTMLInputElement>(null);
  const locale = personLocale();
  const read = (typed: string) => checkAmountText(typed, { label, minCents: 0, marks: numberMarksOf(locale) });

  const commit = (typed = draft) => {
    const trimmed = typed.trim();
    if (trimmed === '') {
      setInvalid(false);
      if (value !== undefined) onCommit(undefined);
      return;
    }
    const bound = read(trimmed);
    // An entry that reads two ways waits for the person's pick (AmountReading's buttons).
    if ('ambiguous' in bound && bound.ambiguous) {
      setInvalid(false);
      return;
    }
    if (!('cents' in bound)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (bound.cents / 100 !== value) onCommit(bound.cents / 100);
  };

  const readingId = `${id}-reading`;
  const checked = read(draft);
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        {...amountInputAttributes}
        value={draft}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [invalid ? `${id}-error` : '', amountReadingShows(draft.trim(), checked, false) ? readingId : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {invalid && (
        <p id={`${id}-error`} className="form-error">
          Enter an amount such as 12.50
        </p>
      )}
      <AmountReading
        id={readingId}
        text={draft.trim()}
        check={checked}
        locale={locale}
        onPick={(picked) => {
          setDraft(picked);
          commit(picked);
          input.current?.focus();
        }}
      />
    </div>
  );
}
