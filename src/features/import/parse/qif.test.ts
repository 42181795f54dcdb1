import { describe, expect, it } from 'vitest';
import account from '../../../../tests/fixtures/import/account.qif?raw';
import malformed from '../../../../tests/fixtures/import/malformed.qif?raw';
import { describeProblem, UnreadableFile } from './importRows';
import { readQif } from './qif';

describe('readQif', () => {
  it("reads a bank account: dates month first (also 7/ 3'24), thousands, payee, memo and category", () => {
    const parsed = readQif(account, 'CAD');
    expect(parsed.problems).toEqual([]);
    expect(
      parsed.rows.map((r) => [
        r.line,
        r.date,
        r.trans_status,
        r.amount_cents,
        r.currency,
        r.category,
        r.payee,
        r.trans_details,
      ]),
    ).toEqual([
      // The P line is the payee (issue 45), the M line the description.
      [2, '2024-07-01', 'withdraw', 110000, 'CAD', 'Housing:Rent', 'Landlord', 'Rent July'],
      [8, '2024-07-03', 'withdraw', 6435, 'CAD', 'Groceries', 'City Grocer', ''],
      [13, '2024-07-15', 'deposit', 240000, 'CAD', 'Salary', 'Employer Inc', 'Salary July'],
      // A transfer names an account, not a category; a split keeps its total.
      [19, '2024-07-20', 'withdraw', 30000, 'CAD', '', 'Transfer to savings', ''],
      [24, '2024-07-22', 'withdraw', 4500, 'CAD', 'Home', 'Hardware Store', ''],
    ]);
  });

  it('says which records it cannot read', () => {
    const parsed = readQif(malformed, 'USD');
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.problems.map(describeProblem)).toEqual([
      "Line 6, column D (date): '13/45/2024' is not a date",
      "Line 10, column T (amount): '' is missing",
      "Line 13, column T (amount): 'twelve' is not a number",
    ]);
  });

  it('skips lists that are not transactions, and refuses text that is not QIF', () => {
    const parsed = readQif('!Type:Cat\nNFood\nE\n^\n!Type:Bank\nD01/02/2024\nT5.00\n^\n', 'USD');
    expect(parsed.rows).toMatchObject([{ line: 6, amount_cents: 500 }]);
    expect(() => readQif('just some text', 'USD')).toThrow(UnreadableFile);
  });
});
