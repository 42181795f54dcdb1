import type { PreparedRule } from '../../domain/ruleMatch';
import { ruleChanges } from '../../domain/ruleRun';
import type { TransactionRecord } from '../../domain/records';

/** A row a rule changed, with the fields it set, for the preview to show. */
export interface RuledRow {
  record: TransactionRecord;
  /** The fields the rules set on it. */
  set: ('category' | 'payee' | 'tags' | 'parts')[];
}

/**
 * The person's rules on a file's rows (issue 48, item 1): each row takes what its matching rules set,
 * before the preview is made, so the preview shows it and the import saves it. A category the file
 * names (this app's own export, a QIF line) is what the person chose once and stays (ruleRun.ts).
 */
export function applyImportRules(
  rules: readonly PreparedRule[],
  records: readonly TransactionRecord[],
): { records: TransactionRecord[]; ruled: RuledRow[] } {
  if (rules.length === 0) return { records: [...records], ruled: [] };
  const ruled: RuledRow[] = [];
  const out = records.map((record) => {
    const fields = ruleChanges(rules, record);
    const set = Object.keys(fields) as RuledRow['set'];
    if (set.length === 0) return record;
    const changed = { ...record, ...fields };
    ruled.push({ record: changed, set });
    return changed;
  });
  return { records: out, ruled };
}
