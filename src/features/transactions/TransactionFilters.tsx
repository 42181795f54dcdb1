import type { IsoDate } from '../../domain/dates';
import { DateFilterInput } from '../../ui/DateFilterInput';
import { transactionTexts } from './transactionTexts';
import '../../ui/field-grid.css';
import './transactions.css';
import { FormField } from '../../ui/FormField';

interface TransactionFiltersProps {
  start: IsoDate | undefined;
  end: IsoDate | undefined;
  onChange: (filter: { start: IsoDate | undefined; end: IsoDate | undefined }) => void;
}

/**
 * From and To, both inclusive; each applies once its date is complete, so typing a year works. They
 * sit among the folded filters (TransactionSearchFilters); the range they set is said beside the
 * search, folded or not.
 */
export function TransactionFilters({ start, end, onChange }: TransactionFiltersProps) {
  return (
    <div className="transaction-filters" role="group" aria-label="Filter by date">
      <div className="field-grid transaction-filters__fields">
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
    </div>
  );
}

/** The spec's "Showing: {start} to {end}" once both dates are set. */
export function DateRangeLine({ start, end }: Pick<TransactionFiltersProps, 'start' | 'end'>) {
  return start && end ? <p className="transaction-filters__range">{transactionTexts.showing(start, end)}</p> : null;
}
