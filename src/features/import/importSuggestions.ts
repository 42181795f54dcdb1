import type { CategoryModel } from '../../domain/categoryModel';
import type { TransactionRecord } from '../../domain/records';
import { afterQueuedWork } from '../../scheduling/queuedWork';

/** A row the learned model pre-filled, with how sure it was. */
export interface SuggestedRow {
  record: TransactionRecord;
  confidence: number;
}

/** Rows guessed per task: a thousand predictions (tens of microseconds each) stay under a 50 ms task. */
const rowsPerTurn = 1000;

/**
 * The learned suggestions on a file's rows (issue 48, item 2), after the rules: only a row still
 * without a category (none from the file, none from a rule, not split) takes the model's guess.
 */
export async function suggestImportCategories(
  model: CategoryModel | undefined,
  records: readonly TransactionRecord[],
): Promise<{ records: TransactionRecord[]; suggested: SuggestedRow[] }> {
  if (!model || model.size === 0) return { records: [...records], suggested: [] };
  const out: TransactionRecord[] = [];
  const suggested: SuggestedRow[] = [];
  for (let start = 0; start < records.length; start += rowsPerTurn) {
    if (start > 0) await afterQueuedWork();
    for (const record of records.slice(start, start + rowsPerTurn)) {
      const guess = record.category.trim() === '' && record.parts === undefined ? model.predict(record) : undefined;
      if (!guess) {
        out.push(record);
        continue;
      }
      const filled = { ...record, category: guess.category };
      out.push(filled);
      suggested.push({ record: filled, confidence: guess.confidence });
    }
  }
  return { records: out, suggested };
}

/**
 * The rows to import as the person left the suggestions: each suggested row with the category they
 * typed over it, if any, else the model's; none at all when they turned the suggestions off.
 */
export function withSuggestions(
  records: readonly TransactionRecord[],
  suggested: readonly SuggestedRow[],
  { used, changed }: { used: boolean; changed: ReadonlyMap<string, string> },
): TransactionRecord[] {
  const ids = new Set(suggested.map((row) => row.record.id));
  return records.map((record) => {
    if (!ids.has(record.id)) return record;
    const category = used ? (changed.get(record.id) ?? record.category).trim() : '';
    return category === record.category ? record : { ...record, category };
  });
}
