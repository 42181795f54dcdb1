import * as v from 'valibot';
import type { RuleRecord } from '../../domain/records';
import { recordSchemas } from '../../domain/recordSchemas';
import type { RuleActions, RuleCondition } from '../../domain/rules';
import type { MoneyKitchenDb } from '../database';
import { newRecordId } from '../ids';
import { listRules } from '../queries/rules';
import { CommandRefused } from './CommandRefused';
import { putNewRecord, saveEdit } from './recordWrites';
import { runCommand } from './runCommand';
import { sortOrderEdits } from './sortOrderEdits';

/** What the Rules screen gives for a rule; its order and creation time are kept here. */
export interface RuleInput {
  name: string;
  enabled: boolean;
  conditions: RuleCondition[];
  actions: RuleActions;
}

export const ruleCommandTexts = {
  unknown: 'This rule is not on this device.',
};

/** The record's own rules (src/domain/rules.ts), in the person's words; nothing is written when one fails. */
function refuseInvalid(record: RuleRecord): RuleRecord {
  const parsed = v.safeParse(recordSchemas.rule, record);
  if (!parsed.success) throw new CommandRefused(parsed.issues[0].message);
  return record;
}

const storedFields = (input: RuleInput) => ({
  name: input.name.trim(),
  enabled: input.enabled,
  conditions: JSON.stringify(input.conditions),
  actions: JSON.stringify(input.actions),
});

/** A new rule goes last: rules above it, made first, keep deciding first. */
export async function addRule(db: MoneyKitchenDb, input: RuleInput, now: Date): Promise<RuleRecord> {
  const rules = await listRules(db);
  const record = refuseInvalid({
    id: newRecordId(),
    sort_order: (rules.at(-1)?.sort_order ?? 0) + 1,
    created_at: now.toISOString(),
    ...storedFields(input),
  });
  return putNewRecord(db, 'rule', record);
}

/** Saves the person's edit: only the changed fields travel (protocol step 11). */
export async function editRule(db: MoneyKitchenDb, current: RuleRecord, input: RuleInput): Promise<RuleRecord> {
  return saveEdit(db, 'rule', current, refuseInvalid({ ...current, ...storedFields(input) }));
}

export async function deleteRule(db: MoneyKitchenDb, id: string): Promise<void> {
  if (!(await db.rules.get(id))) throw new CommandRefused(ruleCommandTexts.unknown);
  await runCommand(db, [{ kind: 'rule', op: 'delete', id }]);
}

/**
 * Moves a rule one place up (-1) or down (+1) in one command: the two rules trade places, and the
 * list is numbered 1, 2, 3... first where two orders were equal, so every move is visible on every
 * device. Only the orders that changed travel.
 */
export async function moveRule(db: MoneyKitchenDb, id: string, by: -1 | 1): Promise<void> {
  const rules = await listRules(db);
  const from = rules.findIndex((rule) => rule.id === id);
  if (from < 0) throw new CommandRefused(ruleCommandTexts.unknown);
  const to = from + by;
  if (to < 0 || to >= rules.length) return;
  const order = [...rules];
  [order[from], order[to]] = [order[to]!, order[from]!];
  const edits = sortOrderEdits('rule', order);
  if (edits.length > 0) await runCommand(db, edits);
}
