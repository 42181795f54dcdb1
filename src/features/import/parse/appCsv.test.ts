import { describe, expect, it } from 'vitest';
import exported from '../../../../tests/fixtures/import/app-export.csv?raw';
import { transactionsCsv } from '../../../domain/csv';
import type { Cents } from '../../../domain/money';
import type { TransactionRecord } from '../../../domain/records';
import { splitFields, splitTexts } from '../../../domain/splits';
import { tagsText, tagTexts } from '../../../domain/tags';
import { isAppExport, readAppExport } from './appCsv';
import { readCsvTable } from './csvTable';

const record = (fields: Partial<TransactionRecord>): TransactionRecord =>
  ({
    id: 'x',
    amount_cents: 100,
    currency: 'USD',
    trans_status: 'withdraw',
    category: 'Food',
    trans_details: 'Lunch',
    date: '2024-01-01',
    created_at: '2024-01-01T00:00:00.000Z',
    scheduled_id: null,
    wish_id: null,
    ...fields,
  }) as TransactionRecord;

describe("this app's own CSV export", () => {
  it('is recognised by its header and read without a mapping', () => {
    const table = readCsvTable(exported);
    expect(isAppExport(table)).toBe(true);
    const parsed = readAppExport(table);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((r) => [r.date, r.amount_cents, r.currency, r.trans_status, r.trans_details])).toEqual([
      ['2024-04-01', 150000, 'USD', 'deposit', 'April salary'],
      ['2024-04-02', 4210, 'USD', 'withdraw', 'Market, weekly shop'],
      ['2024-04-03', 999, 'EUR', 'withdraw', '=HYPERLINK("x")'],
      ['2024-04-05', 120000, 'JPY', 'withdraw', 'Train "Nozomi" to Kyoto'],
    ]);
  });

  it('round-trips what the export wrote, spaces, quotes, formulas and line breaks included', () => {
    const records = [
      record({ trans_details: '  two  spaces, "quotes"\r\nand a line break', category: '+Plus' }),
      record({
        trans_status: 'deposit',
        amount_cents: 123456789 as TransactionRecord['amount_cents'],
        currency: 'JPY',
      }),
      record({ trans_details: '@mention', category: '-minus', date: '2020-02-29' as TransactionRecord['date'] }),
    ];
    const parsed = readAppExport(readCsvTable(transactionsCsv(records)));
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map(({ line: _line, ...row }) => row)).toEqual(
      records.map(({ amount_cents, currency, trans_status, category, trans_details, date }) => ({
        amount_cents,
        currency,
        trans_status,
        category,
        trans_details,
        date,
      })),
    );
  });

  it('reads the Payee column back to the payee; a row with it empty names none (issue 45)', () => {
    const records = [
      record({ payee: 'REWE Markt' }),
      record({ trans_details: 'Cash' }),
      record({ payee: '@Home, "Store"' }),
    ];
    const table = readCsvTable(transactionsCsv(records));
    expect(isAppExport(table)).toBe(true);
    const parsed = readAppExport(table);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map(({ payee, trans_details }) => ({ payee, trans_details }))).toEqual([
      { payee: 'REWE Markt', trans_details: 'Lunch' },
      { payee: undefined, trans_details: 'Cash' },
      { payee: '@Home, "Store"', trans_details: 'Lunch' },
    ]);
    expect(parsed.rows[1]).not.toHaveProperty('payee');
  });

  it('is not mistaken for a file with another seventh column', () => {
    expect(isAppExport(readCsvTable('Date,Amount,Currency,Status,Category,Details,Balance\n'))).toBe(false);
    expect(isAppExport(readCsvTable('Date,Amount,Currency,Status,Category,Details,Account,Payee\n'))).toBe(false);
    expect(isAppExport(readCsvTable('Date,Amount,Currency,Status,Category,Details,Account,Balance\n'))).toBe(false);
  });

  it("reads the Account column back to the name of each row's account, with the Payee column or without", () => {
    const accounts = new Map([
      ['giro', '=Giro, "main"'],
      ['cash', 'Cash'],
    ]);
    const rows = [record({ account_id: 'giro' }), record({ account_id: 'gone' }), record({ account_id: 'cash' })];
    for (const withPayee of [false, true]) {
      const all = withPayee ? [...rows, record({ payee: 'REWE', account_id: 'cash' })] : rows;
      const table = readCsvTable(transactionsCsv(all, accounts));
      expect(isAppExport(table)).toBe(true);
      const parsed = readAppExport(table);
      expect(parsed.problems).toEqual([]);
      expect(parsed.rows.map(({ accountName, payee }) => ({ accountName, payee }))).toEqual([
        { accountName: '=Giro, "main"', payee: undefined },
        { accountName: undefined, payee: undefined },
        { accountName: 'Cash', payee: undefined },
        ...(withPayee ? [{ accountName: 'Cash', payee: 'REWE' }] : []),
      ]);
      expect(parsed.rows[1]).not.toHaveProperty('accountName');
    }
  });

  it('says which cell of a row it cannot read', () => {
    const parsed = readAppExport(
      readCsvTable(
        'Date,Amount,Currency,Status,Category,Details\n2024-01-01,1.00,XXX,deposit,,\n2024-01-02,1.00,USD,refund,,\n',
      ),
    );
    expect(parsed.problems).toEqual([
      { line: 2, column: 'Currency', value: 'XXX', reason: 'is not a currency code (such as EUR or USD)' },
      { line: 3, column: 'Status', value: 'refund', reason: 'is neither deposit nor withdraw' },
    ]);
  });

  it('writes a split as one line per part and reads those lines back as the same split (issue 45)', () => {
    const receipt = record({
      id: 'receipt-1',
      amount_cents: 86_40 as Cents,
      currency: 'EUR',
      trans_details: 'REWE',
      ...splitFields([
        { category: 'Food', amount_cents: 61_20 as Cents, note: '' },
        { category: 'Household', amount_cents: 25_20 as Cents, note: '=detergent, 2x' },
      ]),
    });
    const lunch = record({ id: 'lunch', amount_cents: 9_50 as Cents, category: 'Food' });
    const csv = transactionsCsv([receipt, lunch]);
    expect(csv.split('\r\n').slice(0, 4)).toEqual([
      'Date,Amount,Currency,Status,Category,Details,Split,Part note',
      '2024-01-01,61.20,EUR,withdraw,Food,REWE,receipt-1,',
      `2024-01-01,25.20,EUR,withdraw,Household,REWE,receipt-1,"'=detergent, 2x"`,
      '2024-01-01,9.50,USD,withdraw,Food,Lunch,,',
    ]);
    const parsed = readAppExport(readCsvTable(csv));
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[0]).toMatchObject({ amount_cents: 86_40, category: 'Food', parts: receipt.parts });
    expect(parsed.rows[1]).toMatchObject({ amount_cents: 9_50, category: 'Food' });
    expect(parsed.rows[1]).not.toHaveProperty('parts');
  });

  it("writes a transaction's tags and each part's, and reads them back onto the same records (issue 45)", () => {
    const trip = record({
      id: 'trip-dinner',
      amount_cents: 40_00 as Cents,
      currency: 'EUR',
      trans_details: 'Dinner and taxi',
      tags: tagsText(['trip', 'Lisbon 2026']),
      ...splitFields([
        { category: 'Dining', amount_cents: 30_00 as Cents, note: '', tags: ['friends', 'work'] },
        { category: 'Transport', amount_cents: 10_00 as Cents, note: 'taxi' },
      ]),
    });
    const lunch = record({ id: 'lunch', amount_cents: 9_50 as Cents, tags: tagsText(['=sum']) });
    const plain = record({ id: 'plain', amount_cents: 2_00 as Cents });
    const csv = transactionsCsv([trip, lunch, plain]);
    expect(csv.split('\r\n').slice(0, 5)).toEqual([
      'Date,Amount,Currency,Status,Category,Details,Tags,Split,Part note,Part tags',
      '2024-01-01,30.00,EUR,withdraw,Dining,Dinner and taxi,"Lisbon 2026, trip",trip-dinner,,"friends, work"',
      '2024-01-01,10.00,EUR,withdraw,Transport,Dinner and taxi,"Lisbon 2026, trip",trip-dinner,taxi,',
      "2024-01-01,9.50,USD,withdraw,Food,Lunch,'=sum,,,",
      '2024-01-01,2.00,USD,withdraw,Food,Lunch,,,,',
    ]);
    const parsed = readAppExport(readCsvTable(csv));
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toHaveLength(3);
    expect(parsed.rows[0]).toMatchObject({ amount_cents: 40_00, tags: trip.tags, parts: trip.parts });
    expect(parsed.rows[1]).toMatchObject({ tags: lunch.tags });
    expect(parsed.rows[2]).not.toHaveProperty('tags');
  });

  it('refuses a line with more tags than a transaction holds, and says which column', () => {
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`).join(', ');
    const csv = [
      'Date,Amount,Currency,Status,Category,Details,Tags',
      `2024-01-01,1.00,EUR,withdraw,Food,Bread,"${many}"`,
      '',
    ];
    const parsed = readAppExport(readCsvTable(csv.join('\r\n')));
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems).toEqual([{ line: 2, column: 'Tags', value: many, reason: tagTexts.tooMany }]);
  });

  it('says why the lines of a split cannot be one, and leaves them out', () => {
    const csv = [
      'Date,Amount,Currency,Status,Category,Details,Split,Part note',
      '2024-01-01,61.20,EUR,withdraw,Food,REWE,r1,',
      '2024-01-01,0.00,EUR,withdraw,Household,REWE,r1,',
      '',
    ].join('\r\n');
    const parsed = readAppExport(readCsvTable(csv));
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems).toEqual([{ line: 2, column: 'Split', value: 'r1', reason: splitTexts.partAmount }]);
  });
});
