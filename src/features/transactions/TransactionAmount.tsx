import type { TransactionRecord } from '../../domain/records';
import { SignedAmount } from '../../ui/SignedAmount';

/** A transaction's amount, signed and coloured by its type. */
export function TransactionAmount({ transaction }: { transaction: TransactionRecord }) {
  return (
    <SignedAmount
      income={transaction.trans_status === 'deposit'}
      cents={transaction.amount_cents}
      currency={transaction.currency}
    />
  );
}
