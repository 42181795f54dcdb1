import type { TransactionRecord } from '../../domain/records';
import { formatMoney } from '../../ui/formatCents';
import { RowActions } from '../../ui/RowActions';
import { transactionTexts } from './transactionTexts';

interface TransactionActionsProps {
  transaction: TransactionRecord;
  onEdit: (transaction: TransactionRecord) => void;
  onDelete: (transaction: TransactionRecord) => void;
}

/** 'transaction 2026-03-10, Bistro · Lunch, -12.50 USD': which row a button acts on, for a screen reader. */
export function transactionName(transaction: TransactionRecord): string {
  const sign = transaction.trans_status === 'deposit' ? '+' : '-';
  const money = formatMoney(transaction.amount_cents, transaction.currency, { sign });
  const what = [transaction.payee, transaction.trans_details].filter(Boolean).join(' · ');
  return `transaction ${transaction.date}, ${what || transactionTexts.noDescription}, ${money}`;
}

/** Edit and Delete of one transaction. */
export function TransactionActions({ transaction, onEdit, onDelete }: TransactionActionsProps) {
  return (
    <RowActions
      name={transactionName(transaction)}
      onEdit={() => onEdit(transaction)}
      onDelete={() => onDelete(transaction)}
    />
  );
}
