import type { TransactionRecord } from '../../domain/records';
import { tagsOf } from '../../domain/tags';
import { Placeholder } from '../../ui/RecordList';
import { transactionTexts } from './transactionTexts';

/**
 * The list's description cell (issue 45): the payee first, then the description, then the tags, on
 * one line that the column's ellipsis cuts; a transaction without payee or description says so as before.
 */
export function PayeeAndDescription({
  transaction,
}: {
  transaction: Pick<TransactionRecord, 'payee' | 'trans_details' | 'tags'>;
}) {
  const { payee, trans_details: details } = transaction;
  const tags = tagsOf(transaction);
  const text = !payee ? (
    details || <Placeholder text={transactionTexts.noDescription} />
  ) : (
    <>
      <span className="transaction-payee">{payee}</span>
      {details && ` · ${details}`}
    </>
  );
  if (tags.length === 0) return text;
  return (
    <>
      {text}{' '}
      <span className="transaction-tags">
        <span className="visually-hidden">{transactionTexts.tagsListed}</span>
        {tags.map((tag) => (
          <span key={tag} className="transaction-tag">
            {tag}
          </span>
        ))}
      </span>
    </>
  );
}
