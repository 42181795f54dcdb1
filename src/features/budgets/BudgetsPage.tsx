import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { stopBudget } from '../../db/commands/budgets';
import { CommandRefused } from '../../db/commands/CommandRefused';
import type { BudgetMonth } from '../../domain/budgets';
import { compareMonths, monthKey, monthOf, parseMonthKey, todayIn, type Month } from '../../domain/dates';
import { firstRecordMonth, lastRecordMonth } from '../../domain/records';
import { MonthPager } from '../../ui/MonthPager';
import type { BudgetRecord } from '../../domain/records';
import { AddButton } from '../../ui/AddButton';
import { PageHeader } from '../../ui/PageHeader';
import { StateMessage } from '../../ui/StateMessage';
import { BudgetFormModal } from './BudgetFormModal';
import { BudgetHistoryTable } from './BudgetHistoryTable';
import { BudgetRow } from './BudgetRow';
import { budgetTexts } from './budgetTexts';
import { useBudgetOverview } from './useBudgetOverview';
import type { BudgetsSearch } from './budgetsSearch';
import '../../ui/page-stack.css';
import './budgets.css';
import { askToConfirm } from '../../ui/confirmDialog';
import { runUndoably } from '../../app/undo/undoable';

type Editing = { budget: BudgetRecord } | 'new' | null;

/** Months in each category's history table, this one included. */
const historyMonths = 12;

interface BudgetsPageProps {
  search?: BudgetsSearch;
  onSearchChange?: (next: BudgetsSearch) => void;
}

/**
 * One month's budgets with their bars (this month unless the person paged to another), each
 * category's month-by-month history up to it, and the add/edit modal. The month is read on its own
 * so its bars show at once; the history, a year of day rows, follows.
 */
export function BudgetsPage({ search = {}, onSearchChange }: BudgetsPageProps) {
  const db = useDatabase();
  const current = monthOf(todayIn(new Date()));
  const shown: Month = (search.month && parseMonthKey(search.month)) || current;
  const isCurrent = compareMonths(shown, current) === 0;
  const overview = useBudgetOverview(1, true, shown);
  // The year of history starts once the month is shown: read together, it held the month's bars
  // back past the Budgets screen's 50 ms budget.
  const past = useBudgetOverview(historyMonths, overview !== undefined, shown);
  const showMonth = (month: Month) =>
    onSearchChange?.({ month: compareMonths(month, current) === 0 ? undefined : monthKey(month) });
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = <AddButton onClick={() => setEditing('new')}>{budgetTexts.add}</AddButton>;

  async function stop(entry: BudgetMonth) {
    if (!overview) return;
    const { category } = entry.budget;
    if (!(await askToConfirm(budgetTexts.confirmStop(category, overview.month), { confirmLabel: 'Stop' }))) return;
    try {
      await runUndoably(db, budgetTexts.stopped(category), () =>
        stopBudget(db, category, monthKey(overview.month), new Date()),
      );
    } catch (caught) {
      window.alert(caught instanceof CommandRefused ? caught.message : budgetTexts.stopFailed);
    }
  }

  // Alphabetical here, so a row stays where it was while it is edited.
  const budgets = [...(overview?.current ?? [])].sort((a, b) => a.budget.category.localeCompare(b.budget.category));
  return (
    <div className="page-stack budgets-page">
      <PageHeader title={budgetTexts.title} subtitle={budgetTexts.subtitle} actions={addButton} />
      {onSearchChange && (
        <MonthPager
          month={shown}
          current={current}
          first={parseMonthKey(firstRecordMonth)!}
          last={parseMonthKey(lastRecordMonth)!}
          onChange={showMonth}
          label={budgetTexts.pagerLabel}
        />
      )}
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
              {isCurrent ? budgetTexts.thisMonth(overview.month) : budgetTexts.otherMonth(overview.month)}
            </h2>
            {budgets.length === 0 ? (
              <p>{budgetTexts.stoppedThisMonth}</p>
            ) : (
              <ul className="budgets-page__list">
                {budgets.map((entry) => (
                  <BudgetRow
                    key={entry.budget.category}
                    entry={entry}
                    today={isCurrent ? overview.today : undefined}
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
