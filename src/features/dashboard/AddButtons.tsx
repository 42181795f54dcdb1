import type { TransactionKind } from '../../domain/records';
import { dashboardTexts } from './dashboardTexts';

/** 'Add Income' and 'Add Expense': each opens the add-transaction modal with its type. */
export function AddButtons({ onAdd }: { onAdd: (kind: TransactionKind) => void }) {
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => onAdd('deposit')}>
        {dashboardTexts.addIncome}
      </button>
      <button type="button" className="button button--secondary" onClick={() => onAdd('withdraw')}>
        {dashboardTexts.addExpense}
      </button>
    </>
  );
}
