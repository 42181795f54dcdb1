import { leftPerDay, type BudgetMonth } from '../../domain/budgets';
import type { IsoDate } from '../../domain/dates';
import { formatMoney } from '../../ui/formatCents';
import { BudgetProgress } from './BudgetProgress';
import { budgetTexts } from './budgetTexts';

interface BudgetRowProps {
  entry: BudgetMonth;
  /** Given for this month only: what is left per day for the rest of it. */
  today?: IsoDate;
  onEdit: () => void;
  onStop: () => void;
}

/** One category this month: the bar, what is left (per day too), the carry, and its actions. */
export function BudgetRow({ entry, today, onEdit, onStop }: BudgetRowProps) {
  const { budget } = entry;
  const money = (cents: number) => formatMoney(cents, budget.currency);
  const perDay = today === undefined ? undefined : leftPerDay(entry.left, today);
  // Each button's label names the category, so a screen reader tells one row's Edit from another's.
  const actions = [
    { text: budgetTexts.edit, label: budgetTexts.editLabel(budget.category), onClick: onEdit },
    { text: budgetTexts.stop, label: budgetTexts.stopLabel(budget.category), onClick: onStop },
  ];
  return (
    <li className="budget-row" data-category={budget.category}>
      <div className="budget-row__head">
        <h3 className="budget-row__title">{budget.category}</h3>
        {budget.rollover && <span className="budget-row__tag">{budgetTexts.rollover}</span>}
      </div>
      <BudgetProgress entry={entry} />
      <p className={`budget-row__left budget-row__left--${entry.level}`}>
        {entry.left >= 0 ? budgetTexts.left(money(entry.left)) : budgetTexts.over(money(-entry.left))}
        {perDay !== undefined && ' · '}
        {perDay !== undefined && (perDay > 0 ? budgetTexts.leftPerDay(money(perDay)) : budgetTexts.nothingLeft)}
      </p>
      {entry.carried !== 0 && (
        <p className="budget-row__note">
          {entry.carried > 0
            ? budgetTexts.carried(money(entry.carried))
            : budgetTexts.carriedOverrun(money(-entry.carried))}
        </p>
      )}
      {entry.missing.length > 0 && <p className="budget-row__note">{budgetTexts.missing(entry.missing)}</p>}
      <div className="budget-row__actions">
        {actions.map(({ text, label, onClick }) => (
          <button key={text} type="button" className="button button--secondary" aria-label={label} onClick={onClick}>
            {text}
          </button>
        ))}
      </div>
    </li>
  );
}
