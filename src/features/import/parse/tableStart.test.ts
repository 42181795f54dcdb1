import { describe, expect, it } from 'vitest';
import germanBlock from '../../../../tests/fixtures/import/bank-de-header-block-october.csv?raw';
import german from '../../../../tests/fixtures/import/bank-de-semicolon.csv?raw';
import american from '../../../../tests/fixtures/import/bank-us-comma.csv?raw';
import { applyMapping, guessMapping } from './csvMapping';
import { readCsvTable } from './csvTable';
import { findTableStart } from './tableStart';

const guessed = (text: string) => {
  const table = readCsvTable(text);
  const mapping = guessMapping(table, 'EUR');
  return { table, mapping, parsed: applyMapping(table, mapping) };
};

// Files as banks write them: a block of account lines (or none) above the table, each its own marks.
const usBlock = [
  'Account Name : Everyday Checking',
  'Account Number : XXXXXX4821',
  'Date Range : 11/01/2026 - 11/30/2026',
  '',
  'Transaction Date,Description,Amount,Running Balance',
  '11/28/2026,"WHOLE FOODS MARKET #123","-1,234.56","2,010.44"',
  '11/15/2026,PAYROLL ACME INC,2500.00,"3,245.00"',
  '11/03/2026,"NETFLIX.COM",-15.49,745.00',
].join('\n');
const headerless = ['2026-11-03;Bakery;-2,50', '2026-11-04;Salary;1.200,00', '2026-11-05;Rent;-800,00'].join('\n');
const plain = ['date,amount,memo', '2026-11-03,-2.50,Bakery', '2026-11-04,1200.00,Salary'].join('\n');
const trailingHeader = ['Date;Amount;Memo;', '03.11.2026;-2,50;Bakery', '04.11.2026;1.200,00;Salary'].join('\n');

describe('findTableStart and the guess from it', () => {
  it.each([
    // name, file, start, hasHeader, delimiter, date order, decimal mark, first row's date and signed cents
    ['German, four lines of account data first', germanBlock, 3, true, ';', 'dmy', ',', '2026-10-28', -4567],
    ['German, header first', german, 0, true, ';', 'dmy', ',', '2024-01-02', -4567],
    ['American, three lines of account data first', usBlock, 3, true, ',', 'mdy', '.', '2026-11-28', -123456],
    ['American, header first', american, 0, true, ',', 'mdy', '.', '2024-03-01', -123456],
    ['plain, ISO dates', plain, 0, true, ',', 'ymd', '.', '2026-11-03', -250],
    ['without a header row', headerless, 0, false, ';', 'ymd', ',', '2026-11-03', -250],
    ['a header with a trailing separator', trailingHeader, 0, true, ';', 'dmy', ',', '2026-11-03', -250],
  ] as const)('%s', (_, text, start, hasHeader, delimiter, dateOrder, decimal, date, cents) => {
    const { table, mapping, parsed } = guessed(text);
    expect(findTableStart(table.rows)).toEqual({ start, hasHeader });
    expect(table.delimiter).toBe(delimiter);
    expect(mapping).toMatchObject({ skipRows: start, hasHeader, dateOrder, decimal });
    expect(parsed.problems).toEqual([]);
    const first = parsed.rows[0]!;
    expect([first.date, first.trans_status === 'withdraw' ? -first.amount_cents : first.amount_cents]).toEqual([
      date,
      cents,
    ]);
  });

  it('maps the German table below its block to the right columns, each row with its own line', () => {
    const { mapping, parsed } = guessed(germanBlock);
    expect(mapping).toMatchObject({ date: 0, amount: { kind: 'single', column: 7 }, payee: 3 });
    expect(parsed.rows.map((row) => [row.line, row.date, row.amount_cents, row.trans_status])).toEqual([
      [6, '2026-10-28', 4567, 'withdraw'],
      [7, '2026-10-25', 325000, 'deposit'],
      [8, '2026-10-12', 8900, 'withdraw'],
      [9, '2026-10-03', 110000, 'withdraw'],
    ]);
  });

  it('reads a month without transactions as the header below the block, with no row to import', () => {
    const empty = germanBlock.split('\r\n').slice(0, 5).join('\r\n');
    const { table, mapping, parsed } = guessed(empty);
    expect(findTableStart(table.rows)).toEqual({ start: 3, hasHeader: true });
    expect(mapping).toMatchObject({ date: 0, amount: { kind: 'single', column: 7 } });
    expect(parsed).toEqual({ format: 'csv', rows: [], problems: [] });
  });

  it('reads a file it finds no table in from its first row, as before', () => {
    const table = readCsvTable('a;b\nx;y\n');
    expect(findTableStart(table.rows)).toEqual({ start: 0, hasHeader: true });
    expect(findTableStart([['2026-11-03', '-2,50']])).toEqual({ start: 0, hasHeader: false });
  });
});
