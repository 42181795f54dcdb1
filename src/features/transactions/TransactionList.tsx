import type { SortColumn, SortDirection } from '../../db/queries/transactionSearch';
import type { TransactionRecord, TransferRecord } from '../../domain/records';
import { isTransfer, type ListRow } from '../../domain/transfers';
import {
  TransferActions,
  TransferCurrencies,
  TransferSidesText,
  type TransferHandlers,
} from '../transfers/TransferSidesText';
import { transferTexts } from '../transfers/transferTexts';
import { listDate } from '../../ui/formatDate';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { TransactionActions } from './TransactionActions';
import { TransactionAmount } from './TransactionAmount';
import { transactionTexts, typeLabel } from './transactionTexts';
import '../../ui/record-list.css';
import './transactions.css';

interface TransactionListProps extends TransferHandlers {
  /** Transactions, and transfers shown as one row with both sides. */
  rows: readonly ListRow[];
  onEdit: (transaction: TransactionRecord) => void;
  onDelete: (transaction: TransactionRecord) => void;
  /** The order shown; the table's Date, Amount and Category headers change it. */
  order?: ListOrder;
}

export interface ListOrder {
  sort: SortColumn;
  direction: SortDirection;
  onSort: (sort: SortColumn, direction: SortDirection) => void;
}

/** Spec section 9: the layout breakpoint of the whole app. */
const smallScreen = '(max-width: 768px)';

/** A table on wide screens; cards where a seven-column table cannot fit. */
export function TransactionList(props: TransactionListProps) {
  return useMediaQuery(smallScreen) ? <TransactionCards {...props} /> : <TransactionTable {...props} />;
}

/** A first click sorts dates and amounts largest first and categories A to Z; the next click turns it round. */
const firstDirection: Record<SortColumn, SortDirection> = { date: 'desc', amount: 'desc', category: 'asc' };

function SortableHeader({
  column,
  label,
  order,
  className,
}: {
  column: SortColumn;
  label: string;
  order: ListOrder | undefined;
  className?: string;
}) {
  if (!order) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    );
  }
  const active = order.sort === column;
  const next = active ? (order.direction === 'asc' ? 'desc' : 'asc') : firstDirection[column];
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (order.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className="sort-button"
        data-direction={active ? order.direction : undefined}
        onClick={() => order.onSort(column, next)}
      >
        {label}
      </button>
    </th>
  );
}

function TransferTableRow({ transfer, ...handlers }: { transfer: TransferRecord } & TransferHandlers) {
  return (
    <tr data-row-id={transfer.id} className="transfer-row">
      <td className="record-table__date">{listDate(transfer.date)}</td>
      <td>{transferTexts.typeLabel}</td>
      <td className="record-table__number">
        <TransferSidesText transfer={transfer} hideCode />
      </td>
      <td>
        <TransferCurrencies transfer={transfer} />
      </td>
      <td>
        <span className="record-placeholder">{transferTexts.noCategory}</span>
      </td>
      <td className="record-table__text">
        {transfer.details || <span className="record-placeholder">{transferTexts.noDescription}</span>}
      </td>
      <td>
        <TransferActions transfer={transfer} {...handlers} />
      </td>
    </tr>
  );
}

function TransactionTable({ rows, onEdit, onDelete, order, onEditTransfer, onDeleteTransfer }: TransactionListProps) {
  return (
    <div className="record-table-wrap">
      <table className="record-table">
        <thead>
          <tr>
            <SortableHeader column="date" label="Date" order={order} />
            <th scope="col">Type</th>
            <SortableHeader column="amount" label="Amount" order={order} className="record-table__number" />
            <th scope="col">Currency</th>
            <SortableHeader column="category" label="Category" order={order} />
            <th scope="col">Description</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) =>
            isTransfer(row) ? (
              <TransferTableRow
                key={row.id}
                transfer={row}
                onEditTransfer={onEditTransfer}
                onDeleteTransfer={onDeleteTransfer}
              />
            ) : (
              <tr key={row.id} data-row-id={row.id}>
                <td className="record-table__date">{listDate(row.date)}</td>
                <td>{typeLabel(row.trans_status)}</td>
                <td className="record-table__number">
                  <TransactionAmount transaction={row} />
                </td>
                <td>{row.currency}</td>
                <td>{row.category || <span className="record-placeholder">{transactionTexts.noCategory}</span>}</td>
                <td className="record-table__text">
                  {row.trans_details || <span className="record-placeholder">{transactionTexts.noDescription}</span>}
                </td>
                <td>
                  <TransactionActions transaction={row} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

function TransferCard({ transfer, ...handlers }: { transfer: TransferRecord } & TransferHandlers) {
  return (
    <li className="card record-card transfer-row" data-row-id={transfer.id}>
      <div className="record-card__top">
        <span className="record-card__amount">
          <TransferSidesText transfer={transfer} />
        </span>
        <span className="record-card__type">{transferTexts.typeLabel}</span>
      </div>
      <dl className="record-card__details">
        <dt>Date</dt>
        <dd>{listDate(transfer.date)}</dd>
        <dt>Description</dt>
        <dd>{transfer.details || transferTexts.noDescription}</dd>
      </dl>
      <TransferActions transfer={transfer} {...handlers} />
    </li>
  );
}

function TransactionCards({ rows, onEdit, onDelete, onEditTransfer, onDeleteTransfer }: TransactionListProps) {
  return (
    <ul className="record-cards">
      {rows.map((row) =>
        isTransfer(row) ? (
          <TransferCard
            key={row.id}
            transfer={row}
            onEditTransfer={onEditTransfer}
            onDeleteTransfer={onDeleteTransfer}
          />
        ) : (
          <li key={row.id} className="card record-card" data-row-id={row.id}>
            <div className="record-card__top">
              <span className="record-card__amount">
                <TransactionAmount transaction={row} /> {row.currency}
              </span>
              <span className="record-card__type">{typeLabel(row.trans_status)}</span>
            </div>
            <dl className="record-card__details">
              <dt>Date</dt>
              <dd>{listDate(row.date)}</dd>
              <dt>Category</dt>
              <dd>{row.category || transactionTexts.noCategory}</dd>
              <dt>Description</dt>
              <dd>{row.trans_details || transactionTexts.noDescription}</dd>
            </dl>
            <TransactionActions transaction={row} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ),
      )}
    </ul>
  );
}
