import { Link } from '@tanstack/react-router';
import { leftPerDay, type BudgetMonth } from '../../domain/budgets';
import type { IsoDate } from '../../domain/dates';
import { formatMoney } from '../../ui/formatCents';
import { BudgetProgress } from '../budgets/BudgetProgress';
import { budgetTexts } from '../budgets/budgetTexts';
import { DashboardCard } from './DashboardCard';
import { dashboardTexts } from './dashboardTexts';

/** How many budgets the card shows: the nearest to or furthest over their limit. */
export const budgetsOnDashboard = 3;

/** This month's budgets nearest their limit (or over it), linking to the Budgets screen; or a way to set one. */
export function BudgetStatusCard({ current, today }: { current: readonly BudgetMonth[]; today: IsoDate }) {
  const shown = current.slice(0, budgetsOnDashboard);
  return (
    <DashboardCard title={dashboardTexts.budgetsTitle} className="budget-status">
      {shown.length === 0 ? (
        <>
          <p>{dashboardTexts.budgetsEmpty}</p>
          <Link to="/budgets" className="target-card__link">
            {dashboardTexts.setBudget}
          </Link>
        </>
      ) : (
        <>
          <ul className="budget-status__list">
            {shown.map((entry) => {
              const perDay = leftPerDay(entry.left, today);
              const money = (cents: number) => formatMoney(cents, entry.budget.currency);
              return (
                <li key={entry.budget.category} className="budget-status__item">
                  <h3 className="budget-status__category">{entry.budget.category}</h3>
                  <BudgetProgress entry={entry} />
                  <p className="budget-status__left">
                    {entry.left < 0
                      ? budgetTexts.over(money(-entry.left))
                      : perDay > 0
                        ? budgetTexts.leftPerDay(money(perDay))
                        : budgetTexts.nothingLeft}
                  </p>
                </li>
              );
            })}
          </ul>
          {current.length > shown.length && (
            <p className="budget-status__more">{dashboardTexts.moreBudgets(current.length - shown.length)}</p>
          )}
          <Link to="/budgets" className="target-card__link">
            {dashboardTexts.seeAllBudgets}
          </Link>
        </>
      )}
    </DashboardCard>
  );
}
