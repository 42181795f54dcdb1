import { matchRules, outcomeFields, type PreparedRule } from '../../domain/ruleMatch';
import type { TransactionRecord } from '../../domain/records';

/** A row a rule changed, with the fields it set, for the preview to show. */
export interface RuledRow {
  record: TransactionRecord;
  /** The fields the rules set on it. */
  set: ('category' | 'payee' | 'tags' | 'parts')[];
}

/**
 * The person's rules on a file's rows (issue 48, item 1): each row takes what its matching rules set,
 * before the preview is made, so the preview shows it and the import saves it. A rule fills a
 * category only where the file gave none: a category the file names (this app's own export, a QIF
 * line) is what the person chose once and stays. A payee is renamed and tags are added either way.
 */
export function applyImportRules(
  rules: readonly PreparedRule[],
  records: readonly TransactionRecord[],
): { records: TransactionRecord[]; ruled: RuledRow[] } {
  if (rules.length === 0) return { records: [...records], ruled: [] };
  const ruled: RuledRow[] = [];
  const out = records.map((record) => {
    const outcome = matchRules(rules, record);
    if (outcome.ruleIds.length === 0) return record;
    const fields = outcomeFields(
      record,
      record.category === '' ? outcome : { ...outcome, category: undefined, split: undefined },
    );
    const set = Object.keys(fields) as RuledRow['set'];
    if (set.length === 0) return record;
    const changed = { ...record, ...fields };
    ruled.push({ record: changed, set });
    return changed;
  });
  return { records: out, ruled };
}
