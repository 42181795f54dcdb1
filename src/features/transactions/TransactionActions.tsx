import type { TransactionRecord } from '../../domain/records';
import '../../ui/record-list.css';

interface TransactionActionsProps {
  transaction: TransactionRecord;
  onEdit: (transaction: TransactionRecord) => void;
  onDelete: (transaction: TransactionRecord) => void;
}

/** Edit and Delete; the hidden words tell a screen reader which row each button acts on. */
export function TransactionActions({ transaction, onEdit, onDelete }: TransactionActionsProps) {
  const which = <span className="visually-hidden"> transaction of {transaction.date}</span>;
  return (
    <div className="row-actions">
      <button
        type="button"
        className="button button--secondary row-actions__button"
        onClick={() => onEdit(transaction)}
      >
        Edit{which}
      </button>
      <button
        type="button"
        className="button button--secondary row-actions__button row-actions__button--danger"
        onClick={() => onDelete(transaction)}
      >
        Delete{which}
      </button>
    </div>
  );
}
