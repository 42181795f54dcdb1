import type { CurrencySum, SortColumn, SortDirection } from '../../db/queries/transactionSearch';
import { formatMoney } from '../../ui/formatCents';
import { pageSizes } from './transactionsSearch';
import { numberChoice, SelectField } from '../../ui/SelectField';
import './transactions.css';

interface ResultBarProps {
  totalCount: number | undefined;
  sums: readonly CurrencySum[] | undefined;
  sort: SortColumn;
  direction: SortDirection;
  perPage: number;
  onSort: (sort: SortColumn, direction: SortDirection) => void;
  onPerPage: (perPage: number) => void;
}

const orders: { value: `${SortColumn}-${SortDirection}`; label: string }[] = [
  { value: 'date-desc', label: 'Newest first' },
  { value: 'date-asc', label: 'Oldest first' },
  { value: 'amount-desc', label: 'Largest amount first' },
  { value: 'amount-asc', label: 'Smallest amount first' },
  { value: 'category-asc', label: 'Category A to Z' },
  { value: 'category-desc', label: 'Category Z to A' },
];

const signed = ({ cents, currency }: CurrencySum) => `${cents > 0 ? '+' : ''}${formatMoney(cents, currency)}`;

/** How many transactions match and their sum per currency (income minus spending), with order and page size. */
export function ResultBar({ totalCount, sums, sort, direction, perPage, onSort, onPerPage }: ResultBarProps) {
  const counted =
    totalCount === undefined
      ? ''
      : `${totalCount.toLocaleString()} ${totalCount === 1 ? 'transaction' : 'transactions'}`;
  const summed =
    totalCount === 0
      ? ''
      : sums === undefined
        ? 'adding up...'
        : sums.length > 0
          ? `net ${sums.map(signed).join(', ')}`
          : '';
  return (
    <div className="result-bar">
      <p className="result-bar__summary" aria-live="polite" aria-atomic="true">
        {counted && (summed ? `${counted}: ${summed}` : counted)}
      </p>
      <div className="result-bar__options">
        <SelectField
          id="transactions-sort"
          label="Sort by"
          value={`${sort}-${direction}`}
          choices={orders}
          onChange={(order) => {
            const [column, way] = order.split('-') as [SortColumn, SortDirection];
            onSort(column, way);
          }}
        />
        <SelectField
          id="transactions-per-page"
          label="Rows per page"
          value={perPage}
          choices={pageSizes.map(numberChoice)}
          onChange={onPerPage}
        />
      </div>
    </div>
  );
}
