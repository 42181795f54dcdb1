import { isCurrencyCode, type CurrencyCode } from '../../../domain/currencies';
import type { IsoDate } from '../../../domain/dates';
import type { Cents } from '../../../domain/money';
import { parseBankAmount } from './amounts';
import { parseImportDate } from './importDates';
import { UnreadableFile, type ImportRow, type ParsedFile, type RowProblem } from './importRows';
import { payeeText, recordText } from './importText';

/**
 * What an OFX file says of the account it is a statement of (the first statement's, when it holds
 * several). `number` is the full ACCTID: it stays in the import worker, which keeps only its hash
 * and its last four digits (fileSource.ts).
 */
export interface OfxAccount {
  number: string;
  bankId: string;
  /** The institution (FI ORG), when the file names it. */
  org: string;
  creditCard: boolean;
  currency?: CurrencyCode;
  /** LEDGERBAL: the statement's ending balance (signed, as the bank counts it) and its date. */
  ledger?: { cents: Cents; date: IsoDate };
}

/**
 * OFX and QFX, both the 1.x SGML form (leaf elements are not closed: `<TRNAMT>-12.50`) and the 2.x
 * XML form, read by one small tokenizer. Written here rather than taken from npm: the maintained
 * parsers (ofx-js 1.1, ofx-data-extractor 1.5) read both forms but took 6 to 23 s for a statement
 * of 100,000 transactions on this machine, decode only some entities and say nothing of where a
 * broken transaction is; this needs one pass and keeps each transaction's line.
 */
export function readOfx(text: string, defaultCurrency: CurrencyCode): ParsedFile & { account: OfxAccount } {
  const start = text.search(/<OFX>/i);
  if (start < 0) throw new UnreadableFile('This is not an OFX file: it has no <OFX> element.');
  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  const tag = /<(\/?)([A-Za-z0-9_.]+)[^>]*>/g;
  tag.lastIndex = start;
  let line = 1 + countNewlines(text, 0, start);
  let counted = start;
  const open: string[] = [];
  let statementCurrency: string | undefined;
  let transaction: { line: number; fields: Map<string, string> } | undefined;
  const account = { number: '', bankId: '', org: '', creditCard: false } as OfxAccount;
  const ledger = new Map<string, string>();

  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [, closing, rawName = ''] = match;
    const name = rawName.toUpperCase();
    line += countNewlines(text, counted, match.index);
    counted = match.index;
    if (closing) {
      const at = open.lastIndexOf(name);
      // A closing tag of a leaf (XML) closes nothing that is open; SGML may leave aggregates to close here.
      if (at < 0) continue;
      open.length = at;
      if (name === 'STMTTRN' && transaction) {
        readTransaction(transaction, statementCurrency, defaultCurrency, rows, problems);
        transaction = undefined;
      }
      if (name === 'STMTRS' || name === 'CCSTMTRS') statementCurrency = undefined;
      continue;
    }
    const valueEnd = text.indexOf('<', tag.lastIndex);
    const value = text.slice(tag.lastIndex, valueEnd < 0 ? text.length : valueEnd).trim();
    if (value === '') {
      open.push(name);
      if (name === 'STMTTRN') {
        // An SGML file that never closed the one before.
        if (transaction) readTransaction(transaction, statementCurrency, defaultCurrency, rows, problems);
        transaction = { line, fields: new Map() };
      }
      continue;
    }
    const decoded = decodeEntities(value);
    const parent = open.at(-1);
    if (name === 'CURDEF') {
      statementCurrency = decoded.toUpperCase();
      if (!account.currency && isCurrencyCode(statementCurrency)) account.currency = statementCurrency;
    } else if (parent === 'BANKACCTFROM' || parent === 'CCACCTFROM') {
      readAccountField(account, parent, name, decoded);
    } else if (parent === 'FI' && name === 'ORG') account.org ||= decoded;
    else if (parent === 'LEDGERBAL' && !ledger.has(name)) ledger.set(name, decoded);
    else if (transaction) {
      // A transaction's own currency (CURRENCY) replaces the statement's, its CURRATE converting back;
      // ORIGCURRENCY only informs.
      if (name === 'CURSYM' && parent === 'CURRENCY') transaction.fields.set('CURRENCY', decoded.toUpperCase());
      else if (name !== 'CURSYM' && !transaction.fields.has(name)) transaction.fields.set(name, decoded);
    }
  }
  if (transaction) readTransaction(transaction, statementCurrency, defaultCurrency, rows, problems);
  const balance = ledgerBalance(ledger);
  return { format: 'ofx', rows, problems, account: balance ? { ...account, ledger: balance } : account };
}

/** The first statement's account only: a file of several statements goes into one account. */
function readAccountField(account: OfxAccount, parent: string, name: string, value: string) {
  if (account.number && name === 'ACCTID') return;
  if (name === 'ACCTID') {
    account.number = value;
    account.creditCard = parent === 'CCACCTFROM';
  } else if (name === 'BANKID' && !account.bankId) account.bankId = value;
  else if (name === 'ACCTTYPE' && value.toUpperCase() === 'CREDITLINE') account.creditCard = true;
}

/** LEDGERBAL's BALAMT and DTASOF, when both can be read; otherwise no balance is offered. */
function ledgerBalance(fields: Map<string, string>): OfxAccount['ledger'] {
  const text = fields.get('BALAMT') ?? '';
  const cents = parseBankAmount(text, '.') ?? parseBankAmount(text, ',');
  const date = parseImportDate((fields.get('DTASOF') ?? '').slice(0, 8), 'ymd');
  return cents === undefined || !date ? undefined : { cents, date };
}

function readTransaction(
  { line, fields }: { line: number; fields: Map<string, string> },
  statementCurrency: string | undefined,
  defaultCurrency: CurrencyCode,
  rows: ImportRow[],
  problems: RowProblem[],
) {
  const field = (name: string) => fields.get(name) ?? '';
  const date = parseImportDate(field('DTPOSTED').slice(0, 8), 'ymd');
  if (!date) {
    problems.push({
      line,
      column: 'DTPOSTED',
      value: field('DTPOSTED'),
      reason: field('DTPOSTED') ? 'is not a date' : 'is missing',
    });
    return;
  }
  const amountText = field('TRNAMT');
  // The standard writes a point; some banks write a comma.
  const amount = parseBankAmount(amountText, '.') ?? parseBankAmount(amountText, ',');
  if (amount === undefined) {
    problems.push({ line, column: 'TRNAMT', value: amountText, reason: amountText ? 'is not a number' : 'is missing' });
    return;
  }
  const code = fields.get('CURRENCY') ?? statementCurrency ?? defaultCurrency;
  if (!isCurrencyCode(code)) {
    problems.push({ line, column: 'CURDEF', value: code, reason: 'is not a currency code (such as EUR or USD)' });
    return;
  }
  const name = field('NAME');
  const memo = field('MEMO');
  const accountAmount = statementAmount(fields, code, statementCurrency, Math.abs(amount));
  rows.push({
    line,
    date,
    amount_cents: Math.abs(amount) as ImportRow['amount_cents'],
    trans_status: amount < 0 ? 'withdraw' : 'deposit',
    currency: code,
    ...(fields.has('CURRENCY') || statementCurrency ? {} : { currencyAssumed: true as const }),
    category: '',
    // NAME (also read inside a PAYEE aggregate) is who was paid; the memo alone is the description.
    trans_details: recordText(memo && memo !== name ? memo : undefined),
    ...payeeText(name),
    ...(accountAmount ? { accountAmount } : {}),
  });
}

/**
 * A foreign row's amount in the statement's currency: OFX gives CURRATE as the ratio of CURDEF to
 * the row's CURSYM, so TRNAMT times CURRATE, to the cent. Only under CURRENCY (whose amounts are in
 * CURSYM); under ORIGCURRENCY the amounts are already in CURDEF.
 */
function statementAmount(
  fields: Map<string, string>,
  code: string,
  statementCurrency: string | undefined,
  cents: number,
): ImportRow['accountAmount'] {
  if (!fields.has('CURRENCY') || !statementCurrency || code === statementCurrency) return undefined;
  if (!isCurrencyCode(statementCurrency)) return undefined;
  const rateText = (fields.get('CURRATE') ?? '').replace(',', '.');
  const rate = /^\d+(\.\d+)?$/.test(rateText) ? Number(rateText) : NaN;
  if (!(rate > 0)) return undefined;
  return { currency: statementCurrency, cents: Math.round(cents * rate) as Cents };
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) count += 1;
  return count;
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** XML's entities and numeric character references, in one pass (so "&amp;lt;" stays "&lt;"). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return named[body.toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
