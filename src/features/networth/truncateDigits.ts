/**
 * The navbar's short form of an amount (spec section 2): at most `maxDigits` digits, then '...'.
 * Works on the plain decimal text ('-1234567.89'), so grouping marks never count as digits.
 * Undefined when the amount already fits.
 */
export function truncateDigits(decimal: string, maxDigits = 6): string | undefined {
  let digits = 0;
  for (let i = 0; i < decimal.length; i += 1) {
    if (!/\d/.test(decimal[i] ?? '')) continue;
    digits += 1;
    if (digits === maxDigits && /\d/.test(decimal.slice(i + 1))) {
      return `${decimal.slice(0, i + 1)}...`;
    }
  }
  return undefined;
}
