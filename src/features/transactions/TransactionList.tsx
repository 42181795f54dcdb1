import type { TransactionRecord } from '../../domain/records';
import { listDate } from '../../ui/formatDate';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { TransactionActions } from './TransactionActions';
import { TransactionAmount } from './TransactionAmount';
import { transactionTexts, typeLabel } from './transactionTexts';
import '../../ui/record-list.css';

interface TransactionListProps {
  rows: readonly TransactionRecord[];
  onEdit: (transaction: TransactionRecord) => void;
  onDelete: (transaction: TransactionRecord) => void;
}

/** Spec section 9: the layout breakpoint of the whole app. */
const smallScreen = '(max-width: 768px)';

/** A table on wide screens; cards where a seven-column table cannot fit. */
export function TransactionList(props: TransactionListProps) {
  return useMediaQuery(smallScreen) ? <TransactionCards {...props} /> : <TransactionTable {...props} />;
}

function TransactionTable({ rows, onEdit, onDelete }: TransactionListProps) {
  return (
    <div className="record-table-wrap">
      <table className="record-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col" className="record-table__number">
              Amount
            </th>
            <th scope="col">Currency</th>
            <th scope="col">Category</th>
            <th scope="col">Description</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
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
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TransactionCards({ rows, onEdit, onDelete }: TransactionListProps) {
  return (
    <ul className="record-cards">
      {rows.map((row) => (
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
      ))}
    </ul>
  );
}
