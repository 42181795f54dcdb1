import { maxCents, toCents, type Cents } from './money';
import type { NumberMarks } from './numberMarks';

/**
 * What a typed amount says, read the way the person meant it (issue 46, item 1):
 * - `amount`: one reading; `cents` is the magnitude and `negative` says whether a minus led it.
 * - `ambiguous`: a lone '.' or ',' before exactly three digits that the person's locale does not
 *   use for grouping, unless it is the locale's decimal point ("1,234" in de-DE, "1.234" in
 *   fr-FR): thousands (`asGrouped`, in hundredths), or a slip in an amount with three decimals,
 *   which no amount has. The field asks.
 * - `invalid`: not a number (letters, a currency symbol, grouping in the wrong places), more than
 *   two decimals, or beyond one trillion.
 */
export type AmountTextReading =
  | { kind: 'amount'; cents: Cents; negative: boolean }
  | AmbiguousAmount
  | { kind: 'invalid'; problem: AmountTextProblem };

export interface AmbiguousAmount {
  kind: 'ambiguous';
  /** The mark that can be read either way. */
  mark: string;
  /** The mark as thousands: "1.234" is 1234.00, in hundredths (a magnitude, as `cents` is). */
  asGrouped: Cents;
  negative: boolean;
}

export type AmountTextProblem = 'empty' | 'notANumber' | 'tooManyDecimals' | 'tooLarge';

const minusSigns = new Set(['-', '\u2212']);
// Marks that only ever group digits: spaces of every width and apostrophes (de-CH "1'234.56").
const groupingSpaces = new Set([' ', '\u00a0', '\u202f', '\u2009']);
const groupingApostrophes = new Set(["'", '\u2019']);
// The Arabic decimal and thousands marks, which no locale uses the other way round.
const arabicDecimal = '\u066b';
const arabicGroup = '\u066c';
const eitherWay = new Set(['.', ',']);

/** One kind per grouping mark, so "1 234 567" with mixed spaces still groups with one kind. */
function groupingKind(mark: string): string {
  if (groupingSpaces.has(mark)) return ' ';
  if (groupingApostrophes.has(mark)) return "'";
  return mark;
}

/** Arabic-Indic (U+0660) and Persian (U+06F0) digits as the ASCII digits they stand for. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/**
 * Whether `text` holds only what an amount without a sign is written with: digits and the marks
 * readAmountText knows (a field that "accepts only non-negative numeric text", spec section 5).
 */
export function isUnsignedNumericText(text: string, locale: NumberMarks): boolean {
  return [...asciiDigits(text)].every((char) => /\d/.test(char) || isKnownMark(char, locale));
}

function isKnownMark(mark: string, locale: NumberMarks): boolean {
  return (
    eitherWay.has(mark) ||
    groupingSpaces.has(mark) ||
    groupingApostrophes.has(mark) ||
    mark === arabicDecimal ||
    mark === arabicGroup ||
    mark === locale.decimal ||
    mark === locale.group
  );
}

const invalid = (problem: AmountTextProblem): AmountTextReading => ({ kind: 'invalid', problem });

/** Digit runs and the single marks between them; '' first when the text starts with a mark (".5"). */
function split(body: string): { runs: string[]; marks: string[] } | undefined {
  const pieces = body.match(/\d+|\D/g) ?? [];
  const runs: string[] = [];
  const marks: string[] = [];
  let expectDigits = true;
  for (const piece of pieces) {
    const digits = /^\d/.test(piece);
    if (digits !== expectDigits) {
      if (!digits && runs.length === 0) runs.push('');
      else return undefined;
    }
    (digits ? runs : marks).push(piece);
    expectDigits = !digits;
  }
  return expectDigits || runs.length === 0 ? undefined : { runs, marks };
}

/**
 * Which mark is the decimal one, by shape where only one reading is well formed and by the
 * locale where the shape allows both: an index into `marks`, -1 for none, or 'ambiguous'.
 */
function decimalMarkAt(runs: string[], marks: string[], locale: NumberMarks): number | 'ambiguous' | undefined {
  const last = marks.length - 1;
  const alwaysDecimal = marks.flatMap((mark, at) =>
    mark === arabicDecimal || (mark === locale.decimal && !eitherWay.has(mark)) ? [at] : [],
  );
  if (alwaysDecimal.length > 0) return alwaysDecimal.length === 1 && alwaysDecimal[0] === last ? last : undefined;
  const ambivalent = marks.flatMap((mark, at) => (eitherWay.has(mark) ? [at] : []));
  const kinds = new Set(ambivalent.map((at) => marks[at]));
  if (kinds.size === 0) return -1;
  // Both a dot and a comma: the last is the decimal mark ("1.234,56", "1,234.56"), written once.
  if (kinds.size === 2) {
    const decimal = marks[last];
    return eitherWay.has(decimal ?? '') && marks.filter((mark) => mark === decimal).length === 1 ? last : undefined;
  }
  // One kind, written more than once, or before a space: it groups ("1,234,567").
  if (ambivalent.length > 1 || ambivalent[0] !== last) return -1;
  // After a space or an apostrophe grouping the thousands, it is the decimal mark ("1 234,56").
  if (marks.length > 1) return last;
  const mark = marks[last] ?? '';
  const [head = '', tail = ''] = runs;
  // Grouping needs three digits after the mark and a first group of one to three digits (not "0,123").
  const canGroup = tail.length === 3 && head.length >= 1 && head.length <= 3 && !head.startsWith('0');
  if (!canGroup) return last;
  if (mark === locale.group) return -1;
  // A decimal comma before three digits may be English thousands, written everywhere (shops, bank
  // exports): "1,234" in a German browser is asked about, never guessed (issue 46, item 1). A
  // decimal point there is three decimals, refused as always.
  if (mark === locale.decimal && mark === '.') return last;
  return 'ambiguous';
}

/** Grouped digits as one run: a first group of one to three digits, then groups of three, one kind of mark. */
function joinGroups(runs: string[], marks: string[]): string | undefined {
  if (marks.length === 0) return runs[0];
  const [first = '', ...rest] = runs;
  const kinds = new Set(marks.map(groupingKind));
  const wellGrouped =
    kinds.size === 1 &&
    first.length >= 1 &&
    first.length <= 3 &&
    !(first.startsWith('0') && first.length > 1) &&
    rest.every((run) => run.length === 3);
  return wellGrouped ? runs.join('') : undefined;
}

function hundredths(units: string, fraction: string): Cents | undefined {
  const digits = units.replace(/^0+/, '');
  if (digits.length > String(maxCents / 100).length) return undefined;
  const magnitude = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return magnitude > maxCents ? undefined : toCents(magnitude);
}

/**
 * Reads an amount as typed: "12,50", "12.50", "1.234,56", "1,234.56", "1 234,56", "1'234.56" all
 * mean what they look like, whatever the locale; the one shape that could be either, a lone mark
 * before three digits, is thousands where the locale groups with that mark ("1,234" in en-US),
 * three decimals where it is the locale's decimal point ("1.234" in en-US, refused), and
 * `ambiguous` elsewhere ("1,234" in de-DE, "1.234" in fr-FR), for the person to settle.
 * A currency symbol typed along is not a number: the currency has its own field, and a symbol
 * that disagreed with it ($ is many dollars) would be guessed away.
 */
export function readAmountText(text: string, locale: NumberMarks): AmountTextReading {
  const trimmed = text.trim();
  if (trimmed === '') return invalid('empty');
  const negative = minusSigns.has(trimmed[0] ?? '');
  const parts = split(asciiDigits(negative ? trimmed.slice(1) : trimmed));
  if (!parts) return invalid('notANumber');
  const { runs, marks } = parts;
  if (!marks.every((mark) => isKnownMark(mark, locale))) return invalid('notANumber');
  const decimalAt = decimalMarkAt(runs, marks, locale);
  if (decimalAt === undefined) return invalid('notANumber');
  if (decimalAt === 'ambiguous') {
    const [head = '', tail = ''] = runs;
    return { kind: 'ambiguous', mark: marks[0] ?? '', asGrouped: toCents(Number(head + tail) * 100), negative };
  }
  const groupMarks = decimalAt === -1 ? marks : marks.slice(0, decimalAt);
  const unitRuns = decimalAt === -1 ? runs : runs.slice(0, decimalAt + 1);
  const fraction = decimalAt === -1 ? '' : (runs[decimalAt + 1] ?? '');
  const units = joinGroups(unitRuns, groupMarks);
  if (units === undefined || (units === '' && decimalAt === -1)) return invalid('notANumber');
  if (fraction.length > 2) return invalid('tooManyDecimals');
  const cents = hundredths(units, fraction);
  return cents === undefined ? invalid('tooLarge') : { kind: 'amount', cents, negative };
}
