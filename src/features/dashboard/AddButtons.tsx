import type { TransactionKind } from '../../domain/records';
import { transferTexts } from '../transfers/transferTexts';
import { dashboardTexts } from './dashboardTexts';

/**
 * 'Add Income' and 'Add Expense': each opens the add-transaction modal with its type; 'Move money'
 * (where given) opens the transfer between currencies, which is neither.
 */
export function AddButtons({
  onAdd,
  onMoveMoney,
}: {
  onAdd: (kind: TransactionKind) => void;
  onMoveMoney?: () => void;
}) {
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => onAdd('deposit')}>
        {dashboardTexts.addIncome}
      </button>
      <button type="button" className="button button--secondary" onClick={() => onAdd('withdraw')}>
        {dashboardTexts.addExpense}
      </button>
      {onMoveMoney && (
        <button type="button" className="button button--secondary" onClick={onMoveMoney}>
          {transferTexts.button}
        </button>
      )}
    </>
  );
}
