import { describe, expect, it } from 'vitest';
import { CategoryModel, minConfidence, percentSure } from './categoryModel';
import type { Cents } from './money';
import type { TransactionRecord } from './records';
import { aTransaction } from '../../tests/support/records';

/** Issue 48 item 2: the learned category suggestions, trained on the person's own transactions. */

const row = (payee: string, category: string, overrides: Partial<TransactionRecord> = {}) =>
  aTransaction({ payee, category, trans_details: 'Kartenzahlung 12.03.2026', ...overrides });

function modelOf(...records: TransactionRecord[]) {
  const model = new CategoryModel();
  for (const record of records) model.add(record);
  return model;
}

const history = () => [
  row('REWE Markt GmbH', 'Groceries'),
  row('REWE Markt GmbH', 'Groceries', { amount_cents: 4210 as Cents }),
  row('Rewe City', 'Groceries'),
  row('Shell Station 123', 'Fuel', { amount_cents: 6000 as Cents }),
  row('Shell', 'Fuel', { amount_cents: 5500 as Cents }),
  row('Café Müller', 'Eating out', { amount_cents: 780 as Cents }),
  row('Café Müller', 'Eating out', { amount_cents: 650 as Cents }),
  row('Arbeitgeber AG', 'Salary', { trans_status: 'deposit', amount_cents: 320000 as Cents }),
];

describe('the learned category model', () => {
  it.each([
    ['REWE MARKT', 'withdraw', 3000, 'Groceries'],
    ['Shell', 'withdraw', 5800, 'Fuel'],
    // Accents and case folded as the search folds them: "CAFE MULLER" is the "Café Müller" learned.
    ['CAFE MULLER', 'withdraw', 700, 'Eating out'],
    ['café müller', 'withdraw', 700, 'Eating out'],
    ['Arbeitgeber AG', 'deposit', 320000, 'Salary'],
  ] as const)('suggests for %s (%s, %i cents) the category learned: %s', (payee, kind, cents, category) => {
    const guess = modelOf(...history()).predict(row(payee, '', { trans_status: kind, amount_cents: cents as Cents }));
    expect(guess?.category).toBe(category);
    expect(guess!.confidence).toBeGreaterThanOrEqual(minConfidence);
    expect(guess!.confidence).toBeLessThanOrEqual(1);
  });

  it('suggests nothing with no data, for an unknown payee, or from the amount and weekday alone', () => {
    expect(new CategoryModel().predict(row('REWE', ''))).toBeUndefined();
    const model = modelOf(...history());
    // A new shop's line says "Kartenzahlung" like every other one: that is no reason to suggest theirs.
    expect(model.predict(row('Unbekannter Laden', ''))).toBeUndefined();
    // Without a payee, the description's words are what it goes by.
    expect(model.predict(row('', '', { payee: undefined, trans_details: 'REWE SAGT DANKE' }))?.category).toBe(
      'Groceries',
    );
    // The description's date and reference numbers are no words to learn from.
    expect(model.predict(row('', '', { payee: undefined, trans_details: '12.03.2026 4711' }))).toBeUndefined();
  });

  it('keeps a type to its own categories: a deposit from REWE is not suggested Groceries', () => {
    expect(modelOf(...history()).predict(row('REWE', '', { trans_status: 'deposit' }))).toBeUndefined();
  });

  it('grows surer with more examples, and less sure when the same payee had two categories', () => {
    const once = modelOf(row('Amazon', 'Books')).predict(row('Amazon', ''))!;
    const often = modelOf(...Array.from({ length: 9 }, () => row('Amazon', 'Books'))).predict(row('Amazon', ''))!;
    expect(once.confidence).toBeCloseTo(2 / 3);
    expect(often.confidence).toBeGreaterThan(once.confidence);
    const mixed = modelOf(
      ...Array.from({ length: 9 }, () => row('Amazon', 'Books')),
      ...Array.from({ length: 6 }, () => row('Amazon', 'Household')),
    ).predict(row('Amazon', ''));
    expect(mixed === undefined || mixed.confidence < often.confidence).toBe(true);
    const evenly = modelOf(
      ...Array.from({ length: 5 }, () => row('Amazon', 'Books')),
      ...Array.from({ length: 5 }, () => row('Amazon', 'Household')),
    );
    expect(evenly.predict(row('Amazon', ''))).toBeUndefined();
  });

  it('removing an example undoes it exactly (an edit forgets the old category)', () => {
    const model = modelOf(...history());
    const fuel = { amount_cents: 5800 as Cents };
    const before = model.predict(row('Shell', '', fuel));
    expect(before?.category).toBe('Fuel');
    const recategorised = [row('Shell', 'Car', fuel), row('Shell', 'Car', fuel), row('Shell', 'Car', fuel)];
    for (const record of recategorised) model.add(record);
    expect(model.predict(row('Shell', '', fuel))?.category).toBe('Car');
    for (const record of recategorised) model.remove(record);
    expect(model.predict(row('Shell', '', fuel))).toEqual(before);
    expect(model.size).toBe(history().length);
  });

  it('learns nothing from an uncategorised or split transaction, and forgets nothing it never learned', () => {
    const model = modelOf(row('REWE', ''), row('REWE', 'Groceries', { parts: '[]' }));
    expect(model.size).toBe(0);
    model.remove(row('REWE', 'Groceries'));
    expect(model.size).toBe(0);
    expect(model.predict(row('REWE', ''))).toBeUndefined();
  });

  it('says how sure it is as a person reads it', () => {
    expect(percentSure(0.8249)).toBe('82% sure');
  });
});
