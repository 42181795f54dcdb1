import type { TransactionRecord } from '../../domain/records';
import { formatMoney } from '../../ui/formatCents';
import { transactionTexts } from './transactionTexts';
import '../../ui/record-list.css';

interface TransactionActionsProps {
  transaction: TransactionRecord;
  onEdit: (transaction: TransactionRecord) => void;
  onDelete: (transaction: TransactionRecord) => void;
}

/** 'transaction 2026-03-10, Lunch, -12.50 USD': which row a button acts on, for a screen reader. */
export function transactionName(transaction: TransactionRecord): string {
  const sign = transaction.trans_status === 'deposit' ? '+' : '-';
  const money = formatMoney(transaction.amount_cents, transaction.currency, { sign });
  return `transaction ${transaction.date}, ${transaction.trans_details || transactionTexts.noDescription}, ${money}`;
}

/** Edit and Delete; the hidden words (date, description, amount) tell a screen reader which row each acts on. */
export function TransactionActions({ transaction, onEdit, onDelete }: TransactionActionsProps) {
  const which = <span className="visually-hidden"> {transactionName(transaction)}</span>;
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
