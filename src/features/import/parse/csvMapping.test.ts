import { describe, expect, it } from 'vitest';
import german from '../../../../tests/fixtures/import/bank-de-semicolon.csv?raw';
import french from '../../../../tests/fixtures/import/bank-fr-debit-credit.csv?raw';
import malformed from '../../../../tests/fixtures/import/malformed-amount.csv?raw';
import american from '../../../../tests/fixtures/import/bank-us-comma.csv?raw';
import { applyMapping, guessMapping, mappingProblem } from './csvMapping';
import { readCsvTable } from './csvTable';
import { describeProblem, UnreadableFile } from './importRows';

const open = (text: string) => {
  const table = readCsvTable(text);
  const mapping = guessMapping(table, 'EUR');
  return { table, mapping, parsed: applyMapping(table, mapping) };
};

describe('a bank CSV', () => {
  it('with ; separators, quoted fields and decimal commas (German layout)', () => {
    const { table, mapping, parsed } = open(german);
    expect(table.delimiter).toBe(';');
    expect(mapping).toMatchObject({ hasHeader: true, date: 0, amount: { kind: 'single', column: 4 }, currency: 5 });
    expect(mapping).toMatchObject({ dateOrder: 'dmy', decimal: ',' });
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toHaveLength(6);
    expect(parsed.rows[0]).toEqual({
      line: 2,
      date: '2024-01-02',
      amount_cents: 4567,
      trans_status: 'withdraw',
      currency: 'EUR',
      category: '',
      // "Auftraggeber/Empfänger" is taken for the payee (issue 45), "Verwendungszweck" for the description.
      payee: 'REWE Markt GmbH',
      trans_details: 'Kartenzahlung; Filiale 0815',
    });
    expect(mapping).toMatchObject({ payee: 2, description: [3] });
    expect(parsed.rows[1]).toMatchObject({ amount_cents: 325000, trans_status: 'deposit' });
    expect(parsed.rows[2]?.payee).toBe('Stadtwerke "Nord"');
  });

  it('joins the columns chosen for the description', () => {
    const { table, mapping } = open(german);
    const parsed = applyMapping(table, { ...mapping, description: [2, 3] });
    expect(parsed.rows[0]?.trans_details).toBe('REWE Markt GmbH · Kartenzahlung; Filiale 0815');
  });

  it('reads the payee from the column mapped to it, and none when no column is', () => {
    const { table, mapping } = open(american);
    expect(mapping.payee).toBe(1);
    expect(applyMapping(table, mapping).rows[0]?.payee).toBe('Whole Foods Market');
    expect(applyMapping(table, { ...mapping, payee: null }).rows[0]).not.toHaveProperty('payee');
  });

  it('with money out and money in in separate columns, day first (French layout)', () => {
    const { mapping, parsed } = open(french);
    expect(mapping.amount).toEqual({ kind: 'split', debit: 2, credit: 3 });
    expect(mapping.dateOrder).toBe('dmy');
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((r) => [r.date, r.trans_status, r.amount_cents])).toEqual([
      ['2024-02-04', 'withdraw', 5820],
      ['2024-02-06', 'deposit', 245000],
      ['2024-02-10', 'withdraw', 7400],
      ['2024-02-29', 'withdraw', 380],
    ]);
    expect(parsed.rows[2]?.trans_details).toBe('PRLV SNCF; billet Paris-Lyon');
  });

  it('with commas, month first, categories and a currency column that may be empty (American layout)', () => {
    const { mapping, parsed } = open(american);
    expect(mapping).toMatchObject({ dateOrder: 'mdy', decimal: '.', category: 3, currency: 4 });
    expect(parsed.rows.map((r) => [r.date, r.amount_cents, r.currency, r.category])).toEqual([
      ['2024-03-01', 123456, 'USD', 'Groceries'],
      ['2024-03-02', 250000, 'USD', 'Salary'],
      ['2024-03-04', 1875, 'USD', 'Dining'],
      ['2024-03-15', 1549, 'EUR', 'Subscriptions'],
      ['2024-03-16', 21000, 'EUR', 'Travel'],
    ]);
  });

  it('reads what it can and says, for each row it cannot, the line, column and value', () => {
    const { parsed } = open(malformed);
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15]);
    expect(parsed.problems.map(describeProblem)).toEqual([
      "Line 12, column Amount: '12,3x' is not a number",
      "Line 13, column Date: '32.08.2024' is not a date in the chosen order",
      "Line 14, column Amount: '' is empty: the amount is missing",
    ]);
  });

  it('with the wrong date order edited in, every row says why', () => {
    const { table, mapping } = open(german);
    const parsed = applyMapping(table, { ...mapping, dateOrder: 'ymd' });
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems).toHaveLength(6);
  });

  it('refuses a file whose quoted field is never closed, naming its line', () => {
    expect(() => readCsvTable('Date,Description,Amount\n2024-09-01,"Unclosed,-5.00\n2024-09-02,Fine,-6.00\n')).toThrow(
      new UnreadableFile('Line 2: a quoted field is not closed, so the rows after it cannot be told apart.'),
    );
  });

  it('asks for the columns it could not guess', () => {
    const table = readCsvTable('a;b\nx;y\n');
    const mapping = guessMapping(table, 'EUR');
    expect(mappingProblem(mapping)).toBe('Choose the column that holds the date.');
    expect(mappingProblem({ ...mapping, date: 0, amount: { kind: 'split', debit: 1, credit: null } })).toBe(
      'Choose both the money-out and the money-in columns.',
    );
  });
});
