import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../../domain/dates';
import type { Cents } from '../../../domain/money';
import november from '../../../../tests/fixtures/import/bank-de-header-block-november.csv?raw';
import october from '../../../../tests/fixtures/import/bank-de-header-block-october.csv?raw';
import { blockAccountNumber } from './blockAccount';
import { guessMapping } from './csvMapping';
import { readCsvTable } from './csvTable';
import { csvSource, lastFourOf, ofxSource } from './fileSource';
import type { OfxAccount } from './ofx';

const account: OfxAccount = { number: '123456789', bankId: '121000248', org: '', creditCard: false, currency: 'USD' };

describe('what a file says of its account', () => {
  it('keeps an OFX account number only as a hash and its last four digits, never whole', async () => {
    const source = await ofxSource(account, 'statement.ofx');
    expect(source).toMatchObject({ name: 'statement ending 6789', accountType: 'current', lastFour: '6789' });
    expect(source.signature).toMatch(/^ofx:[0-9a-f]{16}$/);
    expect(JSON.stringify(source)).not.toContain('123456789');
    expect(JSON.stringify(source)).not.toContain('12345');
  });

  it('gives the same account the same signature in every file, and another account another', async () => {
    const first = await ofxSource(account, 'may.ofx');
    const next = await ofxSource(
      { ...account, ledger: { cents: 5 as Cents, date: '2024-06-30' as IsoDate } },
      'june.qfx',
    );
    const other = await ofxSource({ ...account, number: '123456780' }, 'may.ofx');
    expect(next.signature).toBe(first.signature);
    expect(other.signature).not.toBe(first.signature);
  });

  it("names a card's account after its bank, and knows it is a card", async () => {
    const card = await ofxSource({ ...account, number: '4111********1111', org: 'Acme', creditCard: true }, 'cc.qfx');
    expect(card).toMatchObject({ name: 'Acme ending 1111', accountType: 'credit_card', lastFour: '1111' });
    expect(lastFourOf('12')).toBe('');
  });

  it("knows a bank's CSV by its header row, and a CSV without one not at all", async () => {
    const headerFirst = { hasHeader: true, skipRows: 0 };
    const may = readCsvTable('Date;Amount;Payee\n2024-05-01;-1,00;Rewe\n');
    const june = readCsvTable('Date;Amount;Payee\n2024-06-01;-2,00;Aldi\n');
    const other = readCsvTable('Date,Amount,Memo\n2024-06-01,-2.00,Aldi\n');
    const [a, b, c] = await Promise.all([
      csvSource(may.rows, headerFirst, 'umsatz-mai.csv'),
      csvSource(june.rows, headerFirst, 'umsatz-juni.csv'),
      csvSource(other.rows, headerFirst, 'x.csv'),
    ]);
    expect(a.signature).toMatch(/^csv:[0-9a-f]{16}$/);
    expect(b.signature).toBe(a.signature);
    expect(c.signature).not.toBe(a.signature);
    expect(a.name).toBe('umsatz-mai');
    expect((await csvSource(may.rows, { hasHeader: false, skipRows: 0 }, 'x.csv')).signature).toBeUndefined();
  });

  it('knows the account by the number in the block above the table, kept only as a hash and its last four', async () => {
    const mapping = guessMapping(readCsvTable(october), 'EUR');
    const source = (text: string) => csvSource(readCsvTable(text).rows, mapping, 'umsatz.csv');
    const [a, b, c] = await Promise.all([
      source(october),
      source(november),
      source(october.replace('DE12 1203 0000 0012 3456 78', 'DE89 3704 0044 0532 0130 00')),
    ]);
    expect(a).toMatchObject({ name: 'umsatz ending 5678', lastFour: '5678', accountType: 'current' });
    expect(b.signature).toBe(a.signature);
    expect(c.signature).not.toBe(a.signature);
    expect(c.lastFour).toBe('3000');
    expect(JSON.stringify(a)).not.toMatch(/DE12|12030000/);
  });

  it.each([
    [
      'an IBAN beside its label',
      [['Kontonummer:', 'DE12 1203 0000 0012 3456 78 / Girokonto', '']],
      'DE12120300000012345678',
    ],
    [
      'a masked number after a colon',
      [['Account Name : Everyday Checking'], ['Account Number : XXXXXX4821']],
      'XXXXXX4821',
    ],
    ['none: a balance is not a number of an account', [['Kontostand vom 31.10.2026:', '4.512,33 EUR']], undefined],
    ['none: an account name without digits', [['Account', 'Everyday Checking']], undefined],
  ])('finds %s', (_, block, number) => {
    expect(blockAccountNumber(block)).toBe(number);
  });
});
