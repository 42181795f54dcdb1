import type { IsoDate } from '../../domain/dates';
import { DateFilterInput } from '../../ui/DateFilterInput';
import { transactionTexts } from './transactionTexts';
import './transactions.css';
import { FormField } from '../../ui/FormField';

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
        <FormField htmlFor="transactions-from" label="From">
          <DateFilterInput
            id="transactions-from"
            value={start}
            max={end}
            onCommit={(date) => onChange({ start: date, end })}
          />
        </FormField>
        <FormField htmlFor="transactions-to" label="To">
          <DateFilterInput
            id="transactions-to"
            value={end}
            min={start}
            onCommit={(date) => onChange({ start, end: date })}
          />
        </FormField>
      </div>
      {start && end && <p className="transaction-filters__range">{transactionTexts.showing(start, end)}</p>}
    </section>
  );
}
