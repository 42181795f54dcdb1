import { prepareRules } from '../../domain/ruleMatch';
import { ruleChanges } from '../../domain/ruleRun';
import type { MoneyKitchenDb } from '../database';
import { listRules } from '../queries/rules';
import { bulkCommand, editsOf, type BulkChange } from './bulkEdits';

/**
 * The stored transactions the rules would change now (issue 48, item 1: "on demand, with a preview
 * of how many change"). It reads every transaction once: asked for on demand, never by a screen as
 * it draws (architecture.md: a full scan of 100,000 rows takes about a second).
 */
export async function transactionsRulesChange(db: MoneyKitchenDb): Promise<string[]> {
  const rules = prepareRules(await listRules(db));
  if (rules.length === 0) return [];
  const ids: string[] = [];
  await db.transactions.each((record) => {
    if (Object.keys(ruleChanges(rules, record)).length > 0) ids.push(record.id);
  });
  return ids;
}

/**
 * Runs the rules over those transactions as ONE command (protocol step 2), with the rules as they
 * are at this moment, so `restoreTransactions(db, change)` undoes it whole, as it undoes a bulk edit.
 */
export async function runRulesOn(db: MoneyKitchenDb, ids: readonly string[]): Promise<BulkChange> {
  const rules = prepareRules(await listRules(db));
  return bulkCommand(db, ids, (records) =>
    editsOf(records, (record) => ({ ...record, ...ruleChanges(rules, record) })),
  );
}
