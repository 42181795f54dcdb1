import { readParts } from '../../domain/splits';
import type { TransactionRecord } from '../../domain/records';
import { formatMoney } from '../../ui/formatCents';
import { transactionTexts } from './transactionTexts';
import './split-category.css';

export const splitCategoryTexts = {
  summary: (first: string, others: number) => `${first} and ${others} more`,
};

/**
 * The category of a row in the list (of transactions, or of scheduled ones): its category, or for a split (issue 45, item 1) the split once,
 * its parts on demand (a disclosure: each part's category, amount and note).
 */
export function SplitCategory({
  transaction,
}: {
  /** A transaction, or a scheduled transaction (its parts are the same field). */
  transaction: Pick<TransactionRecord, 'category' | 'currency' | 'parts'>;
}) {
  const parts = transaction.parts === undefined ? undefined : readParts(transaction.parts);
  if (!parts) return <>{transaction.category || transactionTexts.noCategory}</>;
  return (
    <details className="split-category">
      <summary>
        {splitCategoryTexts.summary(parts[0]!.category || transactionTexts.noCategory, parts.length - 1)}
      </summary>
      <ul className="split-category__parts">
        {parts.map((part, index) => (
          <li key={index}>
            <span>{part.category || transactionTexts.noCategory}</span>{' '}
            <span className="split-category__amount">{formatMoney(part.amount_cents, transaction.currency)}</span>
            {part.note && <span className="split-category__note"> · {part.note}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
