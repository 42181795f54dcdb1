import { describe, expect, it } from 'vitest';
import { expectedPatchEntry } from '../../../tests/support/records';
import { listRules } from '../queries/rules';
import { CommandRefused } from './CommandRefused';
import { addRule, deleteRule, editRule, moveRule, type RuleInput } from './rules';
import { db } from '../queries/freshDbPerTest';

const now = new Date('2026-03-20T12:00:00Z');
const rewe: RuleInput = {
  name: 'Supermarket',
  enabled: true,
  conditions: [{ field: 'payee', op: 'contains', value: 'REWE' }],
  actions: { category: 'Groceries' },
};
const names = async () => (await listRules(db)).map((rule) => rule.name);

describe('rule commands', () => {
  it('add a rule last, with its put in the outbox', async () => {
    await addRule(db, rewe, now);
    await addRule(db, { ...rewe, name: 'Second' }, now);
    expect(await names()).toEqual(['Supermarket', 'Second']);
    expect((await db.outbox.toArray()).map((entry) => entry.name)).toEqual(['rule.put.v1', 'rule.put.v1']);
  });

  it('refuse an invalid rule in its words and write nothing', async () => {
    await expect(addRule(db, { ...rewe, conditions: [] }, now)).rejects.toThrow(CommandRefused);
    await expect(
      addRule(db, { ...rewe, conditions: [{ field: 'payee', op: 'matches', value: '(a+)+' }] }, now),
    ).rejects.toThrow(/groups/);
    expect(await db.rules.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an edit sends only the fields it changed', async () => {
    const rule = await addRule(db, rewe, now);
    await db.outbox.clear();
    await editRule(db, rule, { ...rewe, actions: { category: 'Food' } });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining(
        expectedPatchEntry('rule', rule.id, { actions: ['{"category":"Groceries"}', '{"category":"Food"}'] }),
      ),
    ]);
  });

  it('a move trades two neighbours, in one command of the orders that changed', async () => {
    const [a, b, c] = [
      await addRule(db, { ...rewe, name: 'A' }, now),
      await addRule(db, { ...rewe, name: 'B' }, now),
      await addRule(db, { ...rewe, name: 'C' }, now),
    ];
    await db.outbox.clear();
    await moveRule(db, c.id, -1);
    expect(await names()).toEqual(['A', 'C', 'B']);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining(expectedPatchEntry('rule', c.id, { sort_order: [3, 2] })),
      expect.objectContaining(expectedPatchEntry('rule', b.id, { sort_order: [2, 3] })),
    ]);
    await moveRule(db, a.id, -1);
    expect(await names()).toEqual(['A', 'C', 'B']);
  });

  it('delete a rule, and refuse one this device does not hold', async () => {
    const rule = await addRule(db, rewe, now);
    await deleteRule(db, rule.id);
    expect(await db.rules.count()).toBe(0);
    await expect(deleteRule(db, rule.id)).rejects.toThrow('This rule is not on this device.');
  });
});
