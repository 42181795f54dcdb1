import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { stopBudget } from '../../db/commands/budgets';
import { CommandRefused } from '../../db/commands/CommandRefused';
import type { BudgetMonth } from '../../domain/budgets';
import { monthKey } from '../../domain/dates';
import type { BudgetRecord } from '../../domain/records';
import { PageHeader } from '../../ui/PageHeader';
import { StateMessage } from '../../ui/StateMessage';
import { BudgetFormModal } from './BudgetFormModal';
import { BudgetHistoryTable } from './BudgetHistoryTable';
import { BudgetRow } from './BudgetRow';
import { budgetTexts } from './budgetTexts';
import { useBudgetOverview } from './useBudgetOverview';
import '../../ui/page-stack.css';
import './budgets.css';

type Editing = { budget: BudgetRecord } | 'new' | null;

/** Months in each category's history table, this one included. */
const historyMonths = 12;

/**
 * This month's budgets with their bars, each category's month-by-month history, and the add/edit
 * modal. This month is read on its own (two months of day rows) so its bars show at once; the
 * history, a year of day rows, follows.
 */
export function BudgetsPage() {
  const db = useDatabase();
  const overview = useBudgetOverview(1);
  // The year of history starts once this month is shown: read together, it held this month's bars
  // back past the Budgets screen's 50 ms budget (73 ms at 100,000 transactions).
  const past = useBudgetOverview(historyMonths, overview !== undefined);
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = (
    <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
      {budgetTexts.add}
    </button>
  );

  async function stop(entry: BudgetMonth) {
    if (!overview) return;
    const { category } = entry.budget;
    if (!window.confirm(budgetTexts.confirmStop(category, overview.month))) return;
    try {
      await stopBudget(db, category, monthKey(overview.month), new Date());
    } catch (caught) {
      window.alert(caught instanceof CommandRefused ? caught.message : budgetTexts.stopFailed);
    }
  }

  // Alphabetical here, so a row stays where it was while it is edited.
  const current = [...(overview?.current ?? [])].sort((a, b) => a.budget.category.localeCompare(b.budget.category));
  return (
    <div className="page-stack budgets-page">
      <PageHeader title={budgetTexts.title} subtitle={budgetTexts.subtitle} actions={addButton} />
      {overview === undefined ? (
        <section className="card" aria-busy="true">
          <StateMessage kind="loading">{budgetTexts.loading}</StateMessage>
        </section>
      ) : overview === null ? (
        <section className="card">
          <StateMessage kind="error">{budgetTexts.fetchFailed}</StateMessage>
        </section>
      ) : !overview.records.some((record) => !record.stopped) ? (
        <section className="card">
          <StateMessage kind="empty" hint={budgetTexts.emptyHint} action={addButton}>
            {budgetTexts.empty}
          </StateMessage>
        </section>
      ) : (
        <>
          <section className="card budgets-page__month" aria-labelledby="budgets-this-month">
            <h2 id="budgets-this-month" className="budgets-page__heading">
              {budgetTexts.thisMonth(overview.month)}
            </h2>
            {current.length === 0 ? (
              <p>{budgetTexts.stoppedThisMonth}</p>
            ) : (
              <ul className="budgets-page__list">
                {current.map((entry) => (
                  <BudgetRow
                    key={entry.budget.category}
                    entry={entry}
                    today={overview.today}
                    onEdit={() => setEditing({ budget: entry.budget })}
                    onStop={() => void stop(entry)}
                  />
                ))}
              </ul>
            )}
          </section>
          <section className="card budgets-page__history" aria-labelledby="budgets-history">
            <h2 id="budgets-history" className="budgets-page__heading">
              {budgetTexts.historyTitle}
            </h2>
            {past === undefined ? (
              <div aria-busy="true">
                <StateMessage kind="loading">{budgetTexts.historyLoading}</StateMessage>
              </div>
            ) : past === null ? (
              <StateMessage kind="error">{budgetTexts.fetchFailed}</StateMessage>
            ) : (
              past.history.map((history) => (
                <BudgetHistoryTable key={history.category} history={history} months={past.months} />
              ))
            )}
          </section>
        </>
      )}
      {editing && overview && (
        <BudgetFormModal
          key={editing === 'new' ? 'new' : editing.budget.id}
          budget={editing === 'new' ? undefined : editing.budget}
          month={monthKey(overview.month)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
