import type { TransactionRecord } from '../../domain/records';
import { Placeholder } from '../../ui/RecordList';
import { transactionTexts } from './transactionTexts';

/**
 * The list's description cell (issue 45): the payee first, then the description, on one line that
 * the column's ellipsis cuts; a transaction without either says so as before.
 */
export function PayeeAndDescription({
  transaction,
}: {
  transaction: Pick<TransactionRecord, 'payee' | 'trans_details'>;
}) {
  const { payee, trans_details: details } = transaction;
  if (!payee) return details || <Placeholder text={transactionTexts.noDescription} />;
  return (
    <>
      <span className="transaction-payee">{payee}</span>
      {details && ` · ${details}`}
    </>
  );
}
