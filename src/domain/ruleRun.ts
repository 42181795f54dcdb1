import { matchRules, outcomeFields, type PreparedRule, type RuleSubject } from './ruleMatch';

/**
 * The fields the rules change on a stored transaction or an imported row (issue 48, item 1), by the
 * one policy both follow: a rule fills a category only where there is none (one the person or the
 * file chose stays), renames the payee and adds tags either way. Only fields that differ are listed.
 */
export function ruleChanges<T extends RuleSubject & { category: string; tags?: string; parts?: string }>(
  rules: readonly PreparedRule[],
  record: T,
): Partial<Pick<T, 'category' | 'payee' | 'tags' | 'parts'>> {
  const outcome = matchRules(rules, record);
  if (outcome.ruleIds.length === 0) return {};
  return outcomeFields(
    record,
    record.category === '' ? outcome : { ...outcome, category: undefined, split: undefined },
  );
}
