import type { RuleRecord } from '../src/domain/records';
import type { RuleActions, RuleCondition } from '../src/domain/rules';
import { pushAll } from './api';
import type { Bench } from './bench';
import { log } from './log';
import { goInApp, timed } from './screens';

/**
 * Issue 48's "20 rules": what a person sets up over time, by payee (the import phase's bank file
 * names shops there), by description (the data set's own lines), by amount range and by pattern.
 * Most set a category, which changes only a row without one (ruleRun.ts): on the data set's
 * categorised rows only the tags and payees they add change anything.
 */
const rules: readonly { name: string; conditions: RuleCondition[]; actions: RuleActions }[] = [
  { name: 'REWE', conditions: [{ field: 'payee', op: 'contains', value: 'REWE' }], actions: { category: 'Groceries' } },
  {
    name: 'Stadtwerke',
    conditions: [{ field: 'payee', op: 'starts_with', value: 'Stadtwerke' }],
    actions: { category: 'Utilities', tags: ['home'] },
  },
  {
    name: 'Bakery',
    conditions: [{ field: 'payee', op: 'matches', value: 'B[äa]ckerei' }],
    actions: { category: 'Groceries' },
  },
  {
    name: 'Fuel',
    conditions: [{ field: 'payee', op: 'contains', value: 'Tankstelle' }],
    actions: { category: 'Transport', tags: ['car'] },
  },
  {
    name: 'Pharmacy',
    conditions: [{ field: 'payee', op: 'contains', value: 'Apotheke' }],
    actions: { category: 'Health' },
  },
  {
    name: 'Bookshop',
    conditions: [{ field: 'payee', op: 'contains', value: 'Buchhandlung' }],
    actions: { category: 'Entertainment', tags: ['books'] },
  },
  {
    name: 'Cinema',
    conditions: [{ field: 'payee', op: 'starts_with', value: 'Kino' }],
    actions: { category: 'Entertainment' },
  },
  {
    name: 'Café',
    conditions: [
      { field: 'payee', op: 'starts_with', value: 'Café' },
      { field: 'amount', op: 'between', min: 100, max: 3_000 },
    ],
    actions: { category: 'Dining' },
  },
  {
    name: 'Supermarket',
    conditions: [{ field: 'description', op: 'starts_with', value: 'Supermarket' }],
    actions: { category: 'Groceries' },
  },
  {
    name: 'Taxi or fuel',
    conditions: [{ field: 'description', op: 'matches', value: '^Taxi #|^Fuel #' }],
    actions: { category: 'Transport' },
  },
  {
    name: 'Rent',
    conditions: [{ field: 'description', op: 'contains', value: 'Monthly rent' }],
    actions: { category: 'Rent', tags: ['home'] },
  },
  {
    name: 'Streaming',
    conditions: [{ field: 'description', op: 'contains', value: 'Streaming' }],
    actions: { category: 'Subscriptions' },
  },
  {
    name: 'Small bus fares',
    conditions: [
      { field: 'description', op: 'starts_with', value: 'Bus pass' },
      { field: 'amount', op: 'between', min: 1, max: 500 },
    ],
    actions: { category: 'Transport' },
  },
  {
    name: 'Doctor and dentist',
    conditions: [{ field: 'description', op: 'matches', value: '^Doctor #\\d+$|^Dentist #\\d+$' }],
    actions: { category: 'Health' },
  },
  {
    name: 'UK trains',
    conditions: [
      { field: 'currency', op: 'equals', value: 'GBP' },
      { field: 'description', op: 'starts_with', value: 'Train ticket' },
    ],
    actions: { category: 'Transport', tags: ['uk'] },
  },
  {
    name: 'Salary',
    conditions: [
      { field: 'type', op: 'equals', value: 'deposit' },
      { field: 'description', op: 'contains', value: 'salary' },
    ],
    actions: { category: 'Salary' },
  },
  {
    name: 'Big flights',
    conditions: [
      { field: 'description', op: 'starts_with', value: 'Flight' },
      { field: 'amount', op: 'between', min: 50_000, max: 500_000 },
    ],
    actions: { category: 'Travel', tags: ['trip'] },
  },
  {
    name: 'Vet',
    conditions: [{ field: 'description', op: 'starts_with', value: 'Vet' }],
    actions: { category: 'Pets' },
  },
  {
    name: 'Amazon',
    conditions: [{ field: 'payee', op: 'contains', value: 'AMAZON' }],
    actions: { category: 'Home', payee: 'Amazon' },
  },
  {
    name: 'Gym',
    conditions: [{ field: 'description', op: 'starts_with', value: 'Gym' }],
    actions: { category: 'Subscriptions', tags: ['sport'] },
  },
];

export const benchRuleCount = rules.length;

const ruleId = (index: number) => `bench-rule-${String(index + 1).padStart(2, '0')}`;

/** The rules as the Rules screen's command stores them (src/db/commands/rules.ts). */
export function benchRuleRecords(createdAt: string): RuleRecord[] {
  return rules.map((rule, index) => ({
    id: ruleId(index),
    name: rule.name,
    sort_order: index + 1,
    enabled: true,
    conditions: JSON.stringify(rule.conditions),
    actions: JSON.stringify(rule.actions),
    created_at: createdAt,
  }));
}

/**
 * Makes the 20 rules, as another of the person's devices would, through sync push; the device gets
 * them from its live stream, and the Rules screen listing all of them is the sign it has.
 */
export async function pushBenchRules(b: Bench): Promise<void> {
  log(`Rules: pushing ${rules.length} rules`);
  const mutations = benchRuleRecords(new Date().toISOString()).map((args) => ({ name: 'rule.put.v1' as const, args }));
  await pushAll(b.baseUrl, b.session.access, `bench-rules-${Date.now()}`, mutations);
  await goInApp(b.page, '/rules', { present: [`.rules-list__item[data-row-id="${ruleId(rules.length - 1)}"]`] });
}

/** Deletes the 20 rules again the same way, so the device is left as it was found. */
export async function removeBenchRules(b: Bench): Promise<void> {
  const mutations = rules.map((_, index) => ({ name: 'rule.delete.v1' as const, args: { id: ruleId(index) } }));
  await pushAll(b.baseUrl, b.session.access, `bench-rules-${Date.now()}`, mutations);
  // After the import's undo the device first sends its 100,000 deletes, then pulls these: minutes.
  await timed(b.page, { href: '/rules', ready: { present: ['.rules-page__start'] } }, 900_000);
  log('Rules: the 20 rules deleted again');
}
