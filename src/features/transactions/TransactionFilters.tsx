import type { IsoDate } from '../../domain/dates';
import { transactionTexts } from './transactionTexts';
import './transactions.css';

interface TransactionFiltersProps {
  start: IsoDate | undefined;
  end: IsoDate | undefined;
  onChange: (filter: { start: IsoDate | undefined; end: IsoDate | undefined }) => void;
}

/** From and To, both inclusive; a date input gives '' or a whole yyyy-mm-dd, never a partial date. */
export function TransactionFilters({ start, end, onChange }: TransactionFiltersProps) {
  const asDate = (value: string) => (value ? (value as IsoDate) : undefined);
  return (
    <section className="transaction-filters card" aria-label="Filter by date">
      <div className="transaction-filters__fields">
        <div className="form-field">
          <label className="form-label" htmlFor="transactions-from">
            From
          </label>
          <input
            id="transactions-from"
            className="form-input"
            type="date"
            value={start ?? ''}
            max={end}
            onChange={(event) => onChange({ start: asDate(event.target.value), end })}
          />
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor="transactions-to">
            To
          </label>
          <input
            id="transactions-to"
            className="form-input"
            type="date"
            value={end ?? ''}
            min={start}
            onChange={(event) => onChange({ start, end: asDate(event.target.value) })}
          />
        </div>
      </div>
      {start && end && <p className="transaction-filters__range">{transactionTexts.showing(start, end)}</p>}
    </section>
  );
}
