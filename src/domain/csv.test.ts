import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, neutralizeFormula, transactionsCsv } from './csv';
import type { IsoDate } from './dates';
import { toCents } from './money';
import type { TransactionRecord } from './records';
import { itMapsEach } from '../../tests/support/itMapsEach';

const d = (text: string): IsoDate => text as IsoDate;
const tx = (over: Partial<TransactionRecord>): TransactionRecord => ({
  id: 't1',
  amount_cents: toCents(1250),
  currency: 'USD',
  trans_status: 'withdraw',
  category: 'Food',
  trans_details: 'Lunch',
  date: d('2025-10-01'),
  created_at: '2025-10-01T12:00:00Z',
  scheduled_id: null,
  wish_id: null,
  ...over,
});
const header = 'Date,Amount,Currency,Status,Category,Details';

describe('csvField', () => {
  itMapsEach('%j -> %j', csvField, [
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['crlf\r\n', '"crlf\r\n"'],
    ["it's", "it's"],
    ['café ☕ 日本', 'café ☕ 日本'],
  ]);
});

describe('neutralizeFormula', () => {
  itMapsEach('%j -> %j', neutralizeFormula, [
    ['=1+1', "'=1+1"],
    ['+33 6 12', "'+33 6 12"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', "'\rCR"],
    ['a=b', 'a=b'],
    [' =x', ' =x'],
    ['', ''],
    ['Food', 'Food'],
  ]);
});

describe('transactionsCsv', () => {
  it.each<[string, TransactionRecord[], string]>([
    ['only the header', [], `${header}\r\n`],
    ['one plain row', [tx({})], `${header}\r\n2025-10-01,12.50,USD,withdraw,Food,Lunch\r\n`],
    [
      'amounts always have two decimals',
      [tx({ amount_cents: toCents(0) }), tx({ amount_cents: toCents(5) }), tx({ amount_cents: toCents(1_000_000) })],
      `${header}\r\n2025-10-01,0.00,USD,withdraw,Food,Lunch\r\n2025-10-01,0.05,USD,withdraw,Food,Lunch\r\n2025-10-01,10000.00,USD,withdraw,Food,Lunch\r\n`,
    ],
    [
      'empty category and details stay empty',
      [tx({ trans_status: 'deposit', category: '', trans_details: '', currency: 'EGP' })],
      `${header}\r\n2025-10-01,12.50,EGP,deposit,,\r\n`,
    ],
    [
      'commas, quotes and line breaks are quoted',
      [tx({ category: 'Food, drink', trans_details: 'He said "ok"\nthen left' })],
      `${header}\r\n2025-10-01,12.50,USD,withdraw,"Food, drink","He said ""ok""\nthen left"\r\n`,
    ],
    [
      'formulas in text columns are neutralized, then quoted when needed',
      [tx({ category: '=HYPERLINK("x")', trans_details: '@cmd' }), tx({ category: '+1', trans_details: '-2,3' })],
      `${header}\r\n2025-10-01,12.50,USD,withdraw,"'=HYPERLINK(""x"")",'@cmd\r\n2025-10-01,12.50,USD,withdraw,'+1,"'-2,3"\r\n`,
    ],
    [
      'unicode passes through',
      [tx({ category: 'Café', trans_details: 'مطعم 🍕 日本' })],
      `${header}\r\n2025-10-01,12.50,USD,withdraw,Café,مطعم 🍕 日本\r\n`,
    ],
    [
      'a Payee column after Details once a row names one, empty where none is, formulas neutralized',
      [tx({ payee: 'REWE Markt' }), tx({}), tx({ payee: '=cmd, "x"' })],
      `${header},Payee\r\n2025-10-01,12.50,USD,withdraw,Food,Lunch,REWE Markt\r\n2025-10-01,12.50,USD,withdraw,Food,Lunch,\r\n2025-10-01,12.50,USD,withdraw,Food,Lunch,"'=cmd, ""x"""\r\n`,
    ],
  ])('%s', (_label, rows, expected) => {
    expect(transactionsCsv(rows)).toBe(expected);
  });

  const accounts = new Map([
    ['giro', 'Giro'],
    ['currency-account-USD', 'USD account'],
  ]);

  it("adds an Account column after the spec's (and the Payee) columns once the person holds more than one account", () => {
    const rows = [tx({ account_id: 'giro', currency: 'EUR', payee: 'REWE' }), tx({}), tx({ account_id: 'elsewhere' })];
    expect(transactionsCsv(rows, new Map([...accounts, ['giro', '=Giro, "main"']]))).toBe(
      `${header},Payee,Account\r\n` +
        `2025-10-01,12.50,EUR,withdraw,Food,Lunch,REWE,"'=Giro, ""main"""\r\n` +
        '2025-10-01,12.50,USD,withdraw,Food,Lunch,,USD account\r\n' +
        // An account this device does not know: no name to give.
        '2025-10-01,12.50,USD,withdraw,Food,Lunch,,\r\n',
    );
  });

  it('names the account a transfer left, before the transfer columns', () => {
    const transfer = {
      id: 'tr',
      out_cents: toCents(1000),
      out_currency: 'USD',
      in_cents: toCents(900),
      in_currency: 'EUR',
      date: d('2025-10-02'),
      details: 'Move',
      created_at: '2025-10-02T00:00:00Z',
      in_account_id: 'giro',
    } as const;
    expect(transactionsCsv([tx({ account_id: 'giro', currency: 'EUR' }), transfer], accounts)).toBe(
      `${header},Account,In amount,In currency\r\n` +
        '2025-10-01,12.50,EUR,withdraw,Food,Lunch,Giro,,\r\n' +
        '2025-10-02,10.00,USD,transfer,,Move,USD account,9.00,EUR\r\n',
    );
  });

  it("stays the spec's file for a person with one account", () => {
    expect(transactionsCsv([tx({ account_id: 'giro' })], new Map([['giro', 'Giro']]))).toBe(
      `${header}\r\n2025-10-01,12.50,USD,withdraw,Food,Lunch\r\n`,
    );
  });
});

describe('csvFileName', () => {
  it.each<[string | undefined, string | undefined, string]>([
    ['2025-10-01', '2025-10-31', 'transactions_2025-10-01_to_2025-10-31.csv'],
    ['2025-10-01', undefined, 'transactions_2026-01-15.csv'],
    [undefined, '2025-10-31', 'transactions_2026-01-15.csv'],
    [undefined, undefined, 'transactions_2026-01-15.csv'],
  ])('%s to %s -> %s', (start, end, expected) => {
    expect(
      csvFileName(start === undefined ? undefined : d(start), end === undefined ? undefined : d(end), d('2026-01-15')),
    ).toBe(expected);
  });
});
