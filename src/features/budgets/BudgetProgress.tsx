import { percentSpent, type BudgetMonth } from '../../domain/budgets';
import { formatMoney } from '../../ui/formatCents';
import { budgetTexts } from './budgetTexts';
import './budget-progress.css';

/**
 * Spent against what the month may spend, as a bar with the same figures in words: the bar is a
 * progressbar for assistive technology, and its colour is never the only sign (the level is written
 * beside it).
 */
export function BudgetProgress({ entry }: { entry: BudgetMonth }) {
  const currency = entry.budget.currency;
  const percent = percentSpent(entry.spent, entry.available);
  const spentOf = budgetTexts.spentOf(formatMoney(entry.spent, currency), formatMoney(entry.available, currency));
  return (
    <div className={`budget-progress budget-progress--${entry.level}`}>
      <div
        className="budget-progress__track"
        role="progressbar"
        aria-label={`${entry.budget.category} budget`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={`${budgetTexts.percentSpent(percent)}: ${spentOf}`}
      >
        <div className="budget-progress__fill" style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
      <p className="budget-progress__text">
        <span>{spentOf}</span>
        <span className="budget-progress__percent">
          {budgetTexts.percentSpent(percent)}
          {entry.level === 'near' && ` · ${budgetTexts.near}`}
          {entry.level === 'over' && ` · ${budgetTexts.overWarning}`}
        </span>
      </p>
    </div>
  );
}
