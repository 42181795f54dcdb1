import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../../domain/dates';
import type { Cents } from '../../../domain/money';
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
      csvSource(may, headerFirst, 'umsatz-mai.csv'),
      csvSource(june, headerFirst, 'umsatz-juni.csv'),
      csvSource(other, headerFirst, 'x.csv'),
    ]);
    expect(a.signature).toMatch(/^csv:[0-9a-f]{16}$/);
    expect(b.signature).toBe(a.signature);
    expect(c.signature).not.toBe(a.signature);
    expect(a.name).toBe('umsatz-mai');
    expect((await csvSource(may, { hasHeader: false, skipRows: 0 }, 'x.csv')).signature).toBeUndefined();
  });
});
