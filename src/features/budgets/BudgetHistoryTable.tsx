import { monthKey, monthLabel, type Month } from '../../domain/dates';
import type { CategoryBudgetHistory } from '../../db/queries/budgets';
import { MoneyText } from '../../ui/MoneyText';
import { budgetTexts } from './budgetTexts';

interface BudgetHistoryTableProps {
  history: CategoryBudgetHistory;
  /** Newest first, as `history.months`. */
  months: readonly Month[];
}

/**
 * One category month by month, from its first budget on: what it could spend (limit plus carry),
 * what it spent, what was left. Amounts are in the caption's currency unless a month says otherwise,
 * so four columns fit a 320 px screen.
 */
export function BudgetHistoryTable({ history, months }: BudgetHistoryTableProps) {
  const oldest = history.months.reduce((last, entry, i) => (entry ? i : last), 0);
  const currency = history.months.find((entry) => entry !== undefined)?.budget.currency ?? '';
  return (
    // A table wider than a phone scrolls here: focusable, so the keyboard can scroll it too.
    <div
      className="budget-history__wrap"
      role="region"
      aria-label={budgetTexts.historyRegion(history.category)}
      tabIndex={0}
    >
      <table className="budget-history__table">
        <caption className="budget-history__caption">{budgetTexts.historyCaption(history.category, currency)}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col" className="budget-history__number">
              Limit
            </th>
            <th scope="col" className="budget-history__number">
              Spent
            </th>
            <th scope="col" className="budget-history__number">
              Left
            </th>
          </tr>
        </thead>
        <tbody>
          {months.slice(0, oldest + 1).map((month, i) => {
            const entry = history.months[i];
            return (
              <tr key={monthKey(month)}>
                <th scope="row">{monthLabel(month)}</th>
                {entry ? (
                  <>
                    <td className="budget-history__number">
                      <MoneyText
                        cents={entry.available}
                        currency={entry.budget.currency}
                        hideCode={entry.budget.currency === currency}
                      />
                    </td>
                    <td className="budget-history__number">
                      <MoneyText cents={entry.spent} currency={entry.budget.currency} hideCode />
                    </td>
                    <td className={`budget-history__number budget-history__left--${entry.level}`}>
                      <MoneyText cents={entry.left} currency={entry.budget.currency} hideCode />
                    </td>
                  </>
                ) : (
                  <td colSpan={3} className="budget-history__none">
                    {budgetTexts.noBudget}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
