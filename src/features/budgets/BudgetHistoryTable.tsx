import { monthKey, monthLabel, type Month } from '../../domain/dates';
import type { CategoryBudgetHistory } from '../../db/queries/budgets';
import { CaptionedTable, NumberCell } from '../../ui/CaptionedTable';
import { MoneyText } from '../../ui/MoneyText';
import { budgetTexts } from './budgetTexts';

interface BudgetHistoryTableProps {
  history: CategoryBudgetHistory;
  /** Newest first, as `history.months`. */
  months: readonly Month[];
}

const columns = [
  { label: 'Month' },
  { label: budgetTexts.availableColumn, number: true },
  { label: 'Spent', number: true },
  { label: 'Left', number: true },
];

/**
 * One category month by month, from its first budget on: what it could spend (limit plus carry),
 * what it spent, what was left, by the one rule of src/domain/budgets.ts, so each month's "Could
 * spend" is its limit plus the "Left" of the row below. Amounts are in the caption's currency unless a month says otherwise,
 * so four columns fit a 320 px screen.
 */
export function BudgetHistoryTable({ history, months }: BudgetHistoryTableProps) {
  const oldest = history.months.reduce((last, entry, i) => (entry ? i : last), 0);
  const currency = history.months.find((entry) => entry !== undefined)?.budget.currency ?? '';
  return (
    <CaptionedTable
      label={budgetTexts.historyRegion(history.category)}
      caption={budgetTexts.historyCaption(history.category, currency)}
      columns={columns}
      className="budget-history__table"
    >
      {months.slice(0, oldest + 1).map((month, i) => {
        const entry = history.months[i];
        return (
          <tr key={monthKey(month)}>
            <th scope="row">{monthLabel(month)}</th>
            {entry ? (
              <>
                <NumberCell>
                  <MoneyText
                    cents={entry.available}
                    currency={entry.budget.currency}
                    hideCode={entry.budget.currency === currency}
                  />
                </NumberCell>
                <NumberCell>
                  <MoneyText cents={entry.spent} currency={entry.budget.currency} hideCode />
                </NumberCell>
                <NumberCell className={`budget-history__left--${entry.level}`}>
                  <MoneyText cents={entry.left} currency={entry.budget.currency} hideCode />
                </NumberCell>
              </>
            ) : (
              <td colSpan={3} className="budget-history__none">
                {budgetTexts.noBudget}
              </td>
            )}
          </tr>
        );
      })}
    </CaptionedTable>
  );
}
