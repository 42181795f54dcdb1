import { describe, expect, it } from 'vitest';
import { aRule, aTransaction } from '../../../tests/support/records';
import { CategoryModel } from '../../domain/categoryModel';
import { prepareRules } from '../../domain/ruleMatch';
import { applyImportRules } from './importRules';
import { suggestImportCategories, withSuggestions } from './importSuggestions';

/** Issue 48 item 2 on import: the learned category pre-fills only the rows nothing else categorised. */

function trained() {
  const model = new CategoryModel();
  for (const payee of ['REWE Markt', 'REWE City', 'Rewe']) model.add(aTransaction({ payee, category: 'Groceries' }));
  for (const payee of ['Shell', 'Shell Station']) model.add(aTransaction({ payee, category: 'Fuel' }));
  return model;
}

const uncategorised = (payee: string) => aTransaction({ payee, category: '', trans_details: '' });

describe('suggestImportCategories', () => {
  it('pre-fills a row with no category from the same payees, with how sure, and leaves unknown payees alone', async () => {
    const rewe = uncategorised('REWE Markt GmbH');
    const unknown = uncategorised('Unbekannt');
    const { records, suggested } = await suggestImportCategories(trained(), [rewe, unknown]);
    expect(records).toEqual([{ ...rewe, category: 'Groceries' }, unknown]);
    expect(suggested).toEqual([{ record: records[0], confidence: expect.any(Number) }]);
    expect(suggested[0]!.confidence).toBeGreaterThan(0.5);
  });

  it("never overrides the file's category, a rule's category or a split", async () => {
    const fromFile = aTransaction({ payee: 'REWE', category: 'Household' });
    const split = aTransaction({ payee: 'REWE', category: 'Food', parts: '[]' });
    const rules = prepareRules([
      aRule({
        conditions: JSON.stringify([{ field: 'payee', op: 'contains', value: 'shell' }]),
        actions: JSON.stringify({ category: 'Car' }),
      }),
    ]);
    const ruled = applyImportRules(rules, [fromFile, split, uncategorised('Shell')]);
    const { records, suggested } = await suggestImportCategories(trained(), ruled.records);
    expect(records.map((record) => record.category)).toEqual(['Household', 'Food', 'Car']);
    expect(suggested).toEqual([]);
  });

  it('suggests nothing without a history', async () => {
    const rows = [uncategorised('REWE')];
    expect(await suggestImportCategories(new CategoryModel(), rows)).toEqual({ records: rows, suggested: [] });
  });

  it('imports what the person made of the suggestions: one changed, or all turned off', async () => {
    const fromFile = aTransaction({ payee: 'REWE', category: 'Household' });
    const rows = [uncategorised('REWE'), uncategorised('Shell'), fromFile];
    const { records, suggested } = await suggestImportCategories(trained(), rows);
    const changed = new Map([[rows[1]!.id, ' Car ']]);
    expect(withSuggestions(records, suggested, { used: true, changed }).map((r) => r.category)).toEqual([
      'Groceries',
      'Car',
      'Household',
    ]);
    expect(withSuggestions(records, suggested, { used: false, changed })).toEqual(rows);
  });
});
