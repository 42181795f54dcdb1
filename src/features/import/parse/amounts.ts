import { maxCents, toCents, type Cents } from '../../../domain/money';

export type DecimalMark = '.' | ',';

/**
 * A bank's amount in hundredths, signed: "1.234,56", "-12.30", "(12.30)", "12.30-", "€ 1 234,56",
 * "+5". The decimal mark is given (detected beforehand, editable in the mapping step); the other mark,
 * spaces and apostrophes group thousands. More than two decimals, letters or two signs: undefined.
 */
export function parseBankAmount(text: string, decimal: DecimalMark): Cents | undefined {
  let rest = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  // A currency sign or code beside the number says nothing the currency column does not.
  rest = rest.replace(/\p{Sc}/gu, '').replace(/^[A-Z]{3}|[A-Z]{3}$/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(rest)) {
    negative = true;
    rest = rest.slice(1, -1);
  }
  const sign = /^([+-])|-$/.exec(rest);
  if (sign) {
    if (negative) return undefined;
    negative = sign[0] === '-';
    rest = sign.index === 0 ? rest.slice(1) : rest.slice(0, -1);
  }
  const group = decimal === ',' ? '.' : ',';
  const [units = '', fraction = '', extra] = rest.split(decimal);
  if (extra !== undefined || fraction.length > 2 || !/^\d*$/.test(fraction)) return undefined;
  const grouped = units.split(group);
  if (grouped.some((part, i) => !/^\d+$/.test(part) || (i > 0 && part.length !== 3))) {
    if (!(units === '' && fraction !== '')) return undefined;
  }
  const magnitude = Number(grouped.join('') || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(magnitude) || magnitude > maxCents) return undefined;
  return toCents(negative ? -magnitude : magnitude);
}

/**
 * The decimal mark that reads every sample: a comma when some sample has a comma followed by one or
 * two final digits and none has a point there ("12,30", "1.234,5"); a point otherwise.
 */
export function detectDecimalMark(samples: readonly string[]): DecimalMark {
  const values = samples.map((s) => s.trim()).filter(Boolean);
  const commaDecimal = values.some((value) => /,\d{1,2}\)?-?$/.test(value));
  const pointDecimal = values.some((value) => /\.\d{1,2}\)?-?$/.test(value));
  if (commaDecimal && !pointDecimal) return ',';
  if (commaDecimal && pointDecimal) {
    // Both occur: the one that reads more samples wins ("1.234,56" and "12,30" against "3.50").
    const count = (mark: DecimalMark) => values.filter((v) => parseBankAmount(v, mark) !== undefined).length;
    return count(',') > count('.') ? ',' : '.';
  }
  return '.';
}
