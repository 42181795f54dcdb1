import type { TransactionRecord } from '../../domain/records';
import { MoneyText } from '../../ui/MoneyText';

/** '+12.50' for income, '-12.50' for an expense, coloured by type. */
export function TransactionAmount({ transaction }: { transaction: TransactionRecord }) {
  const income = transaction.trans_status === 'deposit';
  return (
    <MoneyText
      className={income ? 'amount amount--income' : 'amount amount--expense'}
      cents={transaction.amount_cents}
      currency={transaction.currency}
      hideCode
      sign={income ? '+' : '-'}
    />
  );
}
