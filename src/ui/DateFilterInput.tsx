import { useState, type InputHTMLAttributes } from 'react';
import { isIsoDate, type IsoDate } from '../domain/dates';
import './forms.css';

interface DateFilterInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  id: string;
  /** The date in force (from the URL); undefined when none. */
  value: IsoDate | undefined;
  /** Called with a complete date, or undefined when the field is cleared. */
  onCommit: (date: IsoDate | undefined) => void;
}

/**
 * A date field for a filter. While a year is being typed a browser reports each keystroke as a whole
 * date ('0002-10-01', '0020-10-01'...), so only a date with a four-digit year is applied as it is
 * typed; anything else waits for Enter or for leaving the field. What the person typed stays in the
 * field until then, and a new value from outside (Back, a link) replaces it.
 */
export function DateFilterInput({ id, value, onCommit, onBlur, onKeyDown, ...rest }: DateFilterInputProps) {
  const [draft, setDraft] = useState<string>(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The applied date changed elsewhere: show it.
    setShown(value);
    setDraft(value ?? '');
  }

  const commit = (text: string, finished: boolean) => {
    if (text === '') {
      if (value !== undefined) onCommit(undefined);
      return;
    }
    if (!isIsoDate(text) || text === value) return;
    if (finished || Number(text.slice(0, 4)) >= 1000) onCommit(text);
  };

  return (
    <input
      {...rest}
      id={id}
      className="form-input"
      type="date"
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        commit(event.target.value, false);
      }}
      onBlur={(event) => {
        commit(event.target.value, true);
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value, true);
        onKeyDown?.(event);
      }}
    />
  );
}
