import { budgetInEffect } from '../../domain/budgets';
import { parseMonthKey, type MonthKey } from '../../domain/dates';
import type { BudgetRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { newRecordId } from '../ids';
import { writeTables } from '../localRecords';
import { CommandRefused } from './CommandRefused';
import { putNewRecord, saveEdit } from './recordWrites';

/** What a person enters for a budget (the add/edit modal); the rest is filled in here. */
export type BudgetInput = Pick<BudgetRecord, 'category' | 'month' | 'limit_cents' | 'currency' | 'rollover'>;

/** The category's record made for exactly `month`, the later one when two devices made one each. */
function recordOfMonth(records: readonly BudgetRecord[], category: string, month: MonthKey) {
  return records
    .filter((record) => record.category === category && record.month === month)
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? 1 : -1))[0];
}

/**
 * Sets the category's limit from `month` on (until a later change): the months before keep theirs.
 * A record already made for that month is edited (a patch, protocol step 11), so two devices
 * changing it merge field by field; otherwise a new record is made. Read and write share one
 * transaction, so a pulled change cannot slip in between.
 */
export async function setBudget(db: MoneyKitchenDb, input: BudgetInput, now: Date): Promise<BudgetRecord> {
  const category = input.category.trim();
  if (category === '') throw new CommandRefused('Choose a category for the budget.');
  return await db.transaction('rw', writeTables(db), async () => {
    const current = recordOfMonth(await db.budgets.toArray(), category, input.month);
    if (current) return saveEdit(db, 'budget', current, { ...current, ...input, category, stopped: false });
    return putNewRecord(db, 'budget', {
      ...input,
      category,
      id: newRecordId(),
      stopped: false,
      created_at: now.toISOString(),
    });
  });
}

/**
 * Stops budgeting the category from `month` on; the months before keep their budget and history.
 * Refused when the category has no budget in that month, so nothing is written for nothing.
 */
export async function stopBudget(
  db: MoneyKitchenDb,
  category: string,
  month: MonthKey,
  now: Date,
): Promise<BudgetRecord> {
  const parsed = parseMonthKey(month);
  if (!parsed) throw new CommandRefused('Choose the month to stop from.');
  return await db.transaction('rw', writeTables(db), async () => {
    const records = await db.budgets.toArray();
    const inEffect = budgetInEffect(records, category, parsed);
    if (!inEffect) throw new CommandRefused(`${category} has no budget in that month.`);
    const current = recordOfMonth(records, category, month);
    if (current) return saveEdit(db, 'budget', current, { ...current, stopped: true });
    return putNewRecord(db, 'budget', {
      id: newRecordId(),
      category,
      month,
      limit_cents: inEffect.limit_cents,
      currency: inEffect.currency,
      rollover: false,
      stopped: true,
      created_at: now.toISOString(),
    });
  });
}
