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
import { formatMoney } from '../../ui/formatCents';
import { listDate } from '../../ui/formatDate';
import { Placeholder, RecordList, type ColumnSort, type RecordCardView, type RecordColumn } from '../../ui/RecordList';
import { bulkTexts } from './bulkTexts';
import { PayeeAndDescription } from './PayeeAndDescription';
import { PageCheckbox, RowCheckbox } from './SelectionBoxes';
import { SplitCategory } from './SplitCategory';
import { TransactionActions } from './TransactionActions';
import { TransactionAmount } from './TransactionAmount';
import { transactionTexts, typeLabel } from './transactionTexts';
import type { RowSelection } from './useRowSelection';

interface TransactionListProps extends TransferHandlers {
  /** Transactions, and transfers shown as one row with both sides. */
  rows: readonly ListRow[];
  onEdit: (transaction: TransactionRecord) => void;
  onDelete: (transaction: TransactionRecord) => void;
  /** The order shown; the table's Date, Amount and Category headers change it. */
  order?: ListOrder;
  /** Given: each transaction has a checkbox for a bulk edit, and the header one for the page (transfers have none). */
  selection?: RowSelection;
}

export interface ListOrder {
  sort: SortColumn;
  direction: SortDirection;
  onSort: (sort: SortColumn, direction: SortDirection) => void;
}

/** A first click sorts dates and amounts largest first and categories A to Z; the next click turns it round. */
const firstDirection: Record<SortColumn, SortDirection> = { date: 'desc', amount: 'desc', category: 'asc' };

function sortBy(column: SortColumn, order: ListOrder | undefined): ColumnSort | undefined {
  if (!order) return undefined;
  const active = order.sort === column;
  const next = active ? (order.direction === 'asc' ? 'desc' : 'asc') : firstDirection[column];
  return { direction: active ? order.direction : undefined, onSort: () => order.onSort(column, next) };
}

function columnsFor(order: ListOrder | undefined, selection: RowSelection | undefined): readonly RecordColumn[] {
  return [
    ...(selection
      ? [{ label: bulkTexts.column, kind: 'select' as const, header: <PageCheckbox selection={selection} /> }]
      : []),
    { label: 'Date', kind: 'date', sort: sortBy('date', order) },
    { label: 'Type' },
    { label: 'Amount', kind: 'number', sort: sortBy('amount', order) },
    { label: 'Currency' },
    { label: 'Category', sort: sortBy('category', order) },
    { label: 'Description', kind: 'text' },
    { label: 'Actions' },
  ];
}

/** How a row's checkbox names it to a screen reader: its date, type, amount and category. */
const rowLabel = (row: TransactionRecord) =>
  `${typeLabel(row.trans_status)} of ${formatMoney(row.amount_cents, row.currency)}, ${row.category || transactionTexts.noCategory}, ${listDate(row.date)}`;

function transferCells(transfer: TransferRecord, handlers: TransferHandlers) {
  return [
    listDate(transfer.date),
    transferTexts.typeLabel,
    <TransferSidesText transfer={transfer} hideCode />,
    <TransferCurrencies transfer={transfer} />,
    <Placeholder text={transferTexts.noCategory} />,
    transfer.details || <Placeholder text={transferTexts.noDescription} />,
    <TransferActions transfer={transfer} {...handlers} />,
  ];
}

function transferCard(transfer: TransferRecord, handlers: TransferHandlers): RecordCardView {
  return {
    amount: <TransferSidesText transfer={transfer} />,
    type: transferTexts.typeLabel,
    details: [
      ['Date', listDate(transfer.date)],
      ['Description', transfer.details || transferTexts.noDescription],
    ],
    actions: <TransferActions transfer={transfer} {...handlers} />,
  };
}

/** The transaction history; a transfer is one row with both its sides. */
export function TransactionList({
  rows,
  onEdit,
  onDelete,
  order,
  selection,
  ...transferHandlers
}: TransactionListProps) {
  const box = (row: TransactionRecord) =>
    selection ? <RowCheckbox selection={selection} id={row.id} label={rowLabel(row)} /> : undefined;
  return (
    <RecordList
      rows={rows}
      columns={columnsFor(order, selection)}
      rowClass={(row) =>
        isTransfer(row) ? 'transfer-row' : selection?.isSelected(row.id) ? 'record-row--selected' : undefined
      }
      cells={(row) =>
        isTransfer(row)
          ? [...(selection ? [null] : []), ...transferCells(row, transferHandlers)]
          : [
              ...(selection ? [box(row)] : []),
              listDate(row.date),
              typeLabel(row.trans_status),
              <TransactionAmount transaction={row} />,
              row.currency,
              // A split always shows its parts; anything else its category, or the placeholder.
              row.category || row.parts ? (
                <SplitCategory transaction={row} />
              ) : (
                <Placeholder text={transactionTexts.noCategory} />
              ),
              <PayeeAndDescription transaction={row} />,
              <TransactionActions transaction={row} onEdit={onEdit} onDelete={onDelete} />,
            ]
      }
      card={(row) =>
        isTransfer(row)
          ? transferCard(row, transferHandlers)
          : {
              select: box(row),
              amount: (
                <>
                  <TransactionAmount transaction={row} /> {row.currency}
                </>
              ),
              type: typeLabel(row.trans_status),
              details: [
                ['Date', listDate(row.date)],
                ['Category', <SplitCategory transaction={row} />],
                ...(row.payee ? [[transactionTexts.payee, row.payee] as [string, string]] : []),
                ['Description', row.trans_details || transactionTexts.noDescription],
              ],
              actions: <TransactionActions transaction={row} onEdit={onEdit} onDelete={onDelete} />,
            }
      }
    />
  );
}
