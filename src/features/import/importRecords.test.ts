import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import { currencyAccountId } from '../../domain/ledgerAccounts';
import type { Cents } from '../../domain/money';
import { importAccountTexts, recordsOf } from './importRecords';
import type { ImportRow } from './parse/importRows';

const row = (line: number, currency: ImportRow['currency'], assumed = false): ImportRow => ({
  line,
  date: '2024-05-03' as IsoDate,
  amount_cents: 1250 as Cents,
  trans_status: 'withdraw',
  currency,
  ...(assumed ? { currencyAssumed: true as const } : {}),
  category: '',
  trans_details: 'Coffee',
});
const now = new Date('2024-06-01T00:00:00Z');
const giro = { id: 'giro', name: 'Giro', currency: 'EUR' as const };
const eurAccount = { id: currencyAccountId('EUR'), name: 'EUR account', currency: 'EUR' as const };

describe("an import's rows in the chosen account", () => {
  it("carry the account and its currency, a row whose currency the file does not say taking the account's", () => {
    const { records, problems } = recordsOf('b', [row(2, 'EUR'), row(3, 'USD', true)], giro, now);
    expect(problems).toEqual([]);
    expect(records.map((r) => [r.id, r.account_id, r.currency])).toEqual([
      ['imp:b:2', 'giro', 'EUR'],
      ['imp:b:3', 'giro', 'EUR'],
    ]);
    expect(records[1]).not.toHaveProperty('currencyAssumed');
  });

  it("leave out a row in another currency than the person's own account, saying why", () => {
    const { records, problems } = recordsOf('b', [row(2, 'EUR'), row(3, 'GBP')], giro, now);
    expect(records.map((r) => r.id)).toEqual(['imp:b:2']);
    expect(problems).toEqual([
      {
        line: 3,
        column: 'Currency',
        value: 'GBP',
        reason: "is not EUR, the account's currency: import this file into an account of that currency",
      },
    ]);
  });

  it('take a foreign row into the account when the file gives its amount in the account currency', () => {
    const paidInGbp: ImportRow = { ...row(3, 'GBP'), accountAmount: { currency: 'EUR', cents: 1450 as Cents } };
    const inUsd: ImportRow = { ...row(4, 'GBP'), accountAmount: { currency: 'USD', cents: 1600 as Cents } };
    const { records, problems } = recordsOf('b', [paidInGbp, inUsd], giro, now);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      id: 'imp:b:3',
      account_id: 'giro',
      currency: 'GBP',
      amount_cents: 1250,
      account_cents: 1450,
    });
    expect(records[0]).not.toHaveProperty('accountAmount');
    expect(problems.map((problem) => problem.line)).toEqual([4]);
  });

  it("on a currency's account, go to the account of their own currency, as the add form does", () => {
    const { records, problems } = recordsOf('b', [row(2, 'EUR'), row(3, 'GBP'), row(4, 'USD', true)], eurAccount, now);
    expect(problems).toEqual([]);
    expect(records.map((r) => [r.currency, r.account_id])).toEqual([
      ['EUR', undefined],
      ['GBP', undefined],
      ['USD', undefined],
    ]);
  });

  it("go back into the account of the name this app's export gave them, else into the chosen one", () => {
    const cash = { id: 'cash', name: 'Cash', currency: 'USD' as const };
    const named = (line: number, currency: ImportRow['currency'], accountName: string): ImportRow => ({
      ...row(line, currency),
      accountName,
    });
    const rows = [named(2, 'USD', 'Cash'), named(3, 'EUR', 'Savings'), row(4, 'EUR'), named(5, 'EUR', 'EUR account')];
    const { records, problems, intoNamed } = recordsOf('b', rows, giro, now, [giro, cash, eurAccount]);
    expect(problems).toEqual([]);
    expect(intoNamed).toBe(2);
    expect(records.map((r) => [r.id, r.account_id, r.currency])).toEqual([
      ['imp:b:2', 'cash', 'USD'],
      ['imp:b:3', 'giro', 'EUR'],
      ['imp:b:4', 'giro', 'EUR'],
      ['imp:b:5', undefined, 'EUR'],
    ]);
    expect(records[0]).not.toHaveProperty('accountName');
  });

  it("leave out a row whose named account is in another currency than the row's, saying why", () => {
    const cash = { id: 'cash', name: 'Cash', currency: 'USD' as const };
    const { records, problems } = recordsOf('b', [{ ...row(2, 'EUR'), accountName: 'Cash' }], giro, now, [cash]);
    expect(records).toEqual([]);
    expect(problems.map(({ line, reason }) => [line, reason])).toEqual([[2, importAccountTexts.otherCurrency(cash)]]);
  });
});
