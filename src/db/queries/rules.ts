import type { RuleRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';

/** The person's rules in the order they run (lowest `sort_order` first, then id, as ruleMatch.ts runs them). */
export async function listRules(db: MoneyKitchenDb): Promise<RuleRecord[]> {
  // Few rules per person: read whole, no index beyond the id (architecture.md, every index costs).
  const rules = await db.rules.toArray();
  return rules.sort((a, b) => a.sort_order - b.sort_order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
