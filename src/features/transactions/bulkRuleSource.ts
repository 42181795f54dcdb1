import type { TransactionRecord } from '../../domain/records';

/** What a rule made from a transaction matches on (ruleFormFromTransaction): its payee, else its description. */
const matchedText = (record: TransactionRecord) => (record.payee ?? record.trans_details).trim().toLowerCase();

/**
 * After a bulk change of category, the transaction "Make a rule from this" starts from (issue 48,
 * item 1): one of the changed rows, when every one of them names the same payee (or, without one,
 * the same description), so the rule says what the change did; otherwise none, since no one rule would.
 */
export function bulkRuleSource(records: readonly (TransactionRecord | undefined)[]): string | undefined {
  const [first, ...rest] = records;
  if (!first || matchedText(first) === '') return undefined;
  const text = matchedText(first);
  return rest.every((record) => record !== undefined && matchedText(record) === text) ? first.id : undefined;
}
