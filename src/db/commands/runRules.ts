import { prepareRules } from '../../domain/ruleMatch';
import { ruleChanges } from '../../domain/ruleRun';
import type { MoneyKitchenDb } from '../database';
import { listRules } from '../queries/rules';
import { bulkCommand, editsOf, type BulkChange } from './bulkEdits';

/**
 * Records per read of the check: one read of a few hundred costs its task their structured clones,
 * which stays far under a 50 ms task, where a cursor pays a task per record.
 */
const recordsPerRead = 500;

/**
 * The stored transactions the rules would change now (issue 48, item 1: "on demand, with a preview
 * of how many change"). It reads every transaction once, a slice at a time in id order: asked for on
 * demand, never by a screen as it draws (architecture.md: a full scan of 100,000 rows takes seconds).
 */
export async function transactionsRulesChange(db: MoneyKitchenDb): Promise<string[]> {
  const rules = prepareRules(await listRules(db));
  if (rules.length === 0) return [];
  const ids: string[] = [];
  for (let after: string | undefined; ;) {
    const slice = await (
      after === undefined ? db.transactions.orderBy(':id') : db.transactions.where(':id').above(after)
    )
      .limit(recordsPerRead)
      .toArray();
    for (const record of slice) if (Object.keys(ruleChanges(rules, record)).length > 0) ids.push(record.id);
    if (slice.length < recordsPerRead) return ids;
    after = slice[slice.length - 1]!.id;
  }
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
