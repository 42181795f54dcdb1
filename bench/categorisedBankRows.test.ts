import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../src/domain/dates';
import { categorisedBankRows } from './categorisedBankRows';
import { heldOutFrom, historyEnd } from './learnedAccuracy';

const rows = categorisedBankRows(historyEnd);

describe("the learned suggestions' bench history (issue 48, item 2)", () => {
  it('is the same on every generation (a seeded generator)', () => {
    expect(categorisedBankRows(historyEnd)).toEqual(rows);
  });

  it('covers three years to the end date in date order, with a salary and a rent every month', () => {
    expect(rows[0]!.date > '2023-11-30').toBe(true);
    expect(rows.at(-1)!.date <= historyEnd).toBe(true);
    expect(rows.every((row, i) => i === 0 || rows[i - 1]!.date <= row.date)).toBe(true);
    const months = (category: string) =>
      new Set(rows.filter((r) => r.category === category).map((r) => r.date.slice(0, 7)));
    expect(months('Salary').size).toBe(36);
    expect(months('Rent').size).toBe(36);
  });

  it('holds the noise the model meets in real statements: a payee in two categories, Arabic lines, one-off payees', () => {
    const categoriesOfPayee = (payee: string) => new Set(rows.filter((r) => r.payee === payee).map((r) => r.category));
    expect(categoriesOfPayee('AMAZON EU S.A R.L.').size).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => /\p{Script=Arabic}/u.test(r.trans_details))).toBe(true);
    expect(rows.some((r) => r.trans_details.startsWith('SEPA-LASTSCHRIFT'))).toBe(true);
    const perPayee = new Map<string, number>();
    for (const row of rows) perPayee.set(row.payee, (perPayee.get(row.payee) ?? 0) + 1);
    expect([...perPayee.values()].filter((count) => count === 1).length).toBeGreaterThan(20);
  });

  it('holds out the last three calendar months', () => {
    expect(heldOutFrom('2026-11-30' as IsoDate)).toBe('2026-09-01');
    expect(heldOutFrom('2026-02-10' as IsoDate)).toBe('2025-12-01');
  });
});
