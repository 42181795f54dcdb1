import type { RuleRecord } from '../../domain/records';
import { readRule, type RuleActions, type RuleCondition } from '../../domain/rules';
import { formatCents } from '../../ui/formatCents';
import { amountOpChoices, textOpChoices } from './rulesTexts';

const opLabel = (op: string) =>
  [...textOpChoices, ...amountOpChoices].find((choice) => choice.value === op)?.label ?? op;

const money = (cents: number) => formatCents(cents);

/** One condition in words: "payee contains REWE". */
export function conditionText(condition: RuleCondition, accountName: (id: string) => string): string {
  if (condition.field === 'amount') {
    return condition.op === 'equals'
      ? `amount is exactly ${money(condition.cents)}`
      : `amount is between ${money(condition.min)} and ${money(condition.max)}`;
  }
  if (condition.field === 'account') return `account is ${accountName(condition.value)}`;
  return `${condition.field} ${opLabel(condition.op)} "${condition.value}"`;
}

/** What a rule sets, in words: "category Groceries, payee REWE". */
export function actionsText(actions: RuleActions): string {
  return [
    actions.split && `split ${actions.split.map((part) => `${part.category} ${part.share}`).join(' / ')}`,
    actions.category !== undefined && `category ${actions.category}`,
    actions.payee !== undefined && `payee ${actions.payee}`,
    actions.tags && `tags ${actions.tags.join(', ')}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** A rule's name in the list: its own, else its conditions. */
export function ruleSummary(
  rule: RuleRecord,
  accountName: (id: string) => string,
): { title: string; when: string; then: string } {
  const read = readRule(rule);
  const when = read ? read.conditions.map((condition) => conditionText(condition, accountName)).join(' and ') : '';
  return { title: rule.name || when, when: `When ${when}`, then: read ? `Set ${actionsText(read.actions)}` : '' };
}
