import type { IsoDate } from '../../domain/dates';
import { DateFilterInput } from '../../ui/DateFilterInput';
import { transactionTexts } from './transactionTexts';
import './transactions.css';

interface TransactionFiltersProps {
  start: IsoDate | undefined;
  end: IsoDate | undefined;
  onChange: (filter: { start: IsoDate | undefined; end: IsoDate | undefined }) => void;
}

/** From and To, both inclusive; each applies once its date is complete, so typing a year works. */
export function TransactionFilters({ start, end, onChange }: TransactionFiltersProps) {
  return (
    <section className="transaction-filters card" aria-label="Filter by date">
      <div className="transaction-filters__fields">
        <div className="form-field">
          <label className="form-label" htmlFor="transactions-from">
            From
          </label>
          <DateFilterInput
            id="transactions-from"
            value={start}
            max={end}
            onCommit={(date) => onChange({ start: date, end })}
          />
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor="transactions-to">
            To
          </label>
          <DateFilterInput
            id="transactions-to"
            value={end}
            min={start}
            onCommit={(date) => onChange({ start, end: date })}
          />
        </div>
      </div>
      {start && end && <p className="transaction-filters__range">{transactionTexts.showing(start, end)}</p>}
    </section>
  );
}
