import type { AmountCheck } from '../domain/amountInput';
import type { AmbiguousAmount } from '../domain/amountText';
import { formatCents } from './formatCents';
import './amount-reading.css';

interface AmountReadingProps {
  /** Its element's id, for the field's `aria-describedby`. */
  id: string;
  /** The typed text as trimmed, and what the check made of it. */
  text: string;
  check: AmountCheck;
  locale: string;
  /** The words before the amount the field will keep once valid ("Will save"); none: no preview. */
  previewLabel?: string;
  /** The person picked a reading: the text that writes it unambiguously in their locale. */
  onPick: (text: string) => void;
}

/** Whether AmountReading has anything to say: fields name it in `aria-describedby` only then. */
export function amountReadingShows(text: string, check: AmountCheck, withPreview: boolean): boolean {
  return ('ambiguous' in check && check.ambiguous !== undefined) || ('cents' in check && withPreview && text !== '');
}

/**
 * Under an amount field (issue 46, item 1): what the form will keep, in the person's locale, once
 * the entry is valid ("Will save 12.50"), or, for an entry that may mean thousands, the question
 * and a button that takes that reading. Polite live text, so a screen reader hears it after typing stops.
 */
export function AmountReading({ id, text, check, locale, previewLabel, onPick }: AmountReadingProps) {
  const ambiguous = 'ambiguous' in check ? check.ambiguous : undefined;
  const kept = 'cents' in check && previewLabel !== undefined && text !== '' ? check.cents : undefined;
  return (
    <div id={id} className="amount-reading" aria-live="polite">
      {ambiguous && <ReadingChoices text={text} ambiguous={ambiguous} locale={locale} onPick={onPick} />}
      {kept !== undefined && (
        <p className="amount-reading__preview">
          {previewLabel} {formatCents(kept, { locale })}
        </p>
      )}
    </div>
  );
}

interface ReadingChoicesProps {
  text: string;
  ambiguous: AmbiguousAmount;
  locale: string;
  onPick: (text: string) => void;
}

/**
 * The question an entry that may mean thousands asks, and the button that takes that reading,
 * written in the person's locale so that picking it settles the field. The other reading, three
 * decimals, is no amount: the person writes it otherwise.
 */
function ReadingChoices({ text, ambiguous, locale, onPick }: ReadingChoicesProps) {
  const grouped = formatCents(ambiguous.asGrouped, { locale });
  return (
    <>
      <p className="amount-reading__question">
        {text} has three digits after “{ambiguous.mark}”. Did you mean {grouped}? An amount has at most 2 decimals.
      </p>
      <div className="amount-reading__choices">
        <button type="button" className="button button--secondary" onClick={() => onPick(grouped)}>
          Thousands: {grouped}
        </button>
      </div>
    </>
  );
}
