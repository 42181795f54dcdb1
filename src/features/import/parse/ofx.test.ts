import { describe, expect, it } from 'vitest';
import sgml from '../../../../tests/fixtures/import/statement-sgml.ofx?raw';
import xml from '../../../../tests/fixtures/import/statement-xml.qfx?raw';
import { UnreadableFile } from './importRows';
import { decodeEntities, readOfx } from './ofx';

describe('readOfx', () => {
  // NAME is the payee (issue 45), the memo alone the description.
  it('reads OFX 1.x SGML, whose leaf elements are not closed, with each transaction line', () => {
    const parsed = readOfx(sgml, 'EUR');
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        line: 39,
        date: '2024-05-03',
        amount_cents: 4217,
        trans_status: 'withdraw',
        currency: 'USD',
        category: '',
        payee: 'AT&T WIRELESS',
        trans_details: 'Monthly bill',
      },
      {
        line: 47,
        date: '2024-05-05',
        amount_cents: 150000,
        trans_status: 'deposit',
        currency: 'USD',
        category: '',
        payee: 'ACME PAYROLL',
        trans_details: '',
      },
      {
        line: 54,
        date: '2024-05-10',
        amount_cents: 25000,
        trans_status: 'withdraw',
        currency: 'USD',
        category: '',
        payee: 'CHECK 1043',
        trans_details: 'Plumber',
      },
      // Its own CURRENCY aggregate replaces the statement's CURDEF; CURRATE (USD per GBP) gives the USD.
      {
        line: 63,
        date: '2024-05-12',
        amount_cents: 3500,
        trans_status: 'withdraw',
        currency: 'GBP',
        category: '',
        payee: 'LONDON BOOKSHOP',
        trans_details: '',
        accountAmount: { currency: 'USD', cents: 4445 },
      },
    ]);
  });

  it('reads OFX 2 XML (a credit card statement), decoding entities and the payee aggregate', () => {
    const parsed = readOfx(xml, 'USD');
    expect(parsed.problems).toEqual([]);
    expect(
      parsed.rows.map((r) => [r.line, r.date, r.trans_status, r.amount_cents, r.currency, r.payee, r.trans_details]),
    ).toEqual([
      [21, '2024-06-02', 'withdraw', 1250, 'EUR', 'Café & Bar "Zentral"', ''],
      [28, '2024-06-14', 'withdraw', 8990, 'EUR', 'Sportshop Berlin', 'Running shoes'],
      [36, '2024-06-20', 'deposit', 2500, 'EUR', 'Refund Sportshop', ''],
    ]);
  });

  it('converts a foreign row back only under CURRENCY with a readable CURRATE, never under ORIGCURRENCY', () => {
    const statement = (aggregate: string) =>
      `<OFX><STMTRS><CURDEF>EUR<BANKTRANLIST><STMTTRN><DTPOSTED>20240101<TRNAMT>-10.01${aggregate}</STMTTRN></BANKTRANLIST></STMTRS></OFX>`;
    const amountOf = (aggregate: string) => readOfx(statement(aggregate), 'EUR').rows[0]?.accountAmount;
    expect(amountOf('<CURRENCY><CURRATE>0.5<CURSYM>USD</CURRENCY>')).toEqual({ currency: 'EUR', cents: 501 });
    expect(amountOf('<CURRENCY><CURRATE>0,5<CURSYM>USD</CURRENCY>')).toEqual({ currency: 'EUR', cents: 501 });
    expect(amountOf('<CURRENCY><CURRATE>x<CURSYM>USD</CURRENCY>')).toBeUndefined();
    expect(amountOf('<CURRENCY><CURSYM>USD</CURRENCY>')).toBeUndefined();
    expect(amountOf('<CURRENCY><CURRATE>1<CURSYM>EUR</CURRENCY>')).toBeUndefined();
    expect(amountOf('<ORIGCURRENCY><CURRATE>0.5<CURSYM>USD</ORIGCURRENCY>')).toBeUndefined();
  });

  it('names the transaction, field and value it cannot read', () => {
    const text =
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD\n<BANKTRANLIST>\n<STMTTRN>\n<DTPOSTED>2024\n<TRNAMT>-1.00\n</STMTTRN>\n<STMTTRN>\n<DTPOSTED>20240101\n<TRNAMT>abc\n</STMTTRN>\n<STMTTRN>\n<DTPOSTED>20240102\n<TRNAMT>-2,50\n</STMTTRN>\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>';
    const parsed = readOfx(text, 'USD');
    expect(parsed.problems).toEqual([
      { line: 3, column: 'DTPOSTED', value: '2024', reason: 'is not a date' },
      { line: 7, column: 'TRNAMT', value: 'abc', reason: 'is not a number' },
    ]);
    expect(parsed.rows).toMatchObject([{ line: 11, amount_cents: 250, trans_status: 'withdraw' }]);
  });

  it('uses the default currency when a statement has no CURDEF, and refuses a file with no <OFX>', () => {
    expect(readOfx('<OFX><STMTTRN><DTPOSTED>20240101<TRNAMT>5</STMTTRN></OFX>', 'CHF').rows[0]?.currency).toBe('CHF');
    expect(() => readOfx('<html>Session expired</html>', 'USD')).toThrow(UnreadableFile);
  });

  it("keeps the statement's account, its currency and its ledger balance (LEDGERBAL), for a bank and a card", () => {
    expect(readOfx(sgml, 'EUR').account).toEqual({
      number: '123456789',
      bankId: '121000248',
      org: '',
      creditCard: false,
      currency: 'USD',
      ledger: { cents: 116338, date: '2024-05-31' },
    });
    expect(readOfx(xml, 'USD').account).toMatchObject({
      number: '4111********1111',
      creditCard: true,
      currency: 'EUR',
      ledger: { cents: -7740, date: '2024-06-30' },
    });
  });

  it('offers no ledger balance when its amount or date cannot be read, and reads the institution', () => {
    const text = (balance: string) =>
      `<OFX><SIGNONMSGSRSV1><SONRS><FI><ORG>Acme Bank<FID>1</FI></SONRS></SIGNONMSGSRSV1><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>998877</BANKACCTFROM><LEDGERBAL>${balance}</LEDGERBAL></STMTRS></OFX>`;
    expect(readOfx(text('<BALAMT>12,50<DTASOF>20240102'), 'USD').account).toMatchObject({
      org: 'Acme Bank',
      ledger: { cents: 1250, date: '2024-01-02' },
    });
    expect(readOfx(text('<BALAMT>n/a<DTASOF>20240102'), 'USD').account.ledger).toBeUndefined();
    expect(readOfx(text('<BALAMT>1.00<DTASOF>soon'), 'USD').account.ledger).toBeUndefined();
  });

  it('decodes each entity once', () => {
    expect(decodeEntities('&amp;lt; &#233;&#x41; &unknown; &quot;')).toBe('&lt; éA &unknown; "');
  });
});
