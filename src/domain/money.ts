import * as v from 'valibot';

/** An amount in integer hundredths of a currency unit: never a float in storage. */
export type Cents = number & { readonly __brand: 'Cents' };

/**
 * One trillion units, the largest single amount. Sums are kept exact by a separate limit on what
 * one currency may hold (currencyTotals.ts); a conversion can still pass 2^53, see AmountTooLarge.
 */
export const maxCents = 100_000_000_000_000;

/**
 * A figure that cannot be held as exact cents (beyond 2^53), e.g. a large balance converted into a
 * currency worth far less. Thrown instead of answering a rounded, silently wrong figure; the server
 * answers it with a 422 and its text, never a 500.
 */
export class AmountTooLarge extends RangeError {
  constructor(value: number | bigint) {
    super(`A total is too large to compute exactly (${value} hundredths; the limit is ${Number.MAX_SAFE_INTEGER}).`);
    this.name = 'AmountTooLarge';
  }
}

export const amountTooLargeText =
  'A total is too large to compute exactly (more than 90 trillion). Check your largest amounts and your favorite currency.';

const amountPattern = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

export function toCents(n: number): Cents {
  if (Number.isInteger(n) && !Number.isSafeInteger(n)) throw new AmountTooLarge(n);
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`Cents must be a safe integer, got ${n}`);
  }
  // -0 would print as 0 yet fail Object.is equality with 0.
  return (n === 0 ? 0 : n) as Cents;
}

/**
 * Numbers go through their shortest decimal form, so 12.5 is 1250 and 0.1 + 0.2
 * (0.30000000000000004) is rejected rather than silently rounded.
 */
export function parseAmount(text: string | number): Cents | undefined {
  if (typeof text === 'number' && !Number.isFinite(text)) return undefined;
  const match = amountPattern.exec(typeof text === 'number' ? String(text) : text.trim());
  if (!match) return undefined;
  const [, sign, units = '', fraction = ''] = match;
  const magnitude = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  if (magnitude > maxCents) return undefined;
  return toCents(sign === '-' ? -magnitude : magnitude);
}

export function centsToDecimalString(cents: Cents): string {
  const magnitude = Math.abs(cents);
  const fraction = magnitude % 100;
  const units = (magnitude - fraction) / 100;
  return `${cents < 0 ? '-' : ''}${units}.${String(fraction).padStart(2, '0')}`;
}

export function centsToNumber(cents: Cents): number {
  return cents / 100;
}

/** Exact whatever the order: a running total may pass 2^53 on its way to a final one that does not. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0n;
  for (const value of values) total += BigInt(value);
  if (total > BigInt(Number.MAX_SAFE_INTEGER) || total < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new AmountTooLarge(total);
  }
  return toCents(Number(total));
}

export function addCents(...values: Cents[]): Cents {
  return sumCents(values);
}

export function negate(cents: Cents): Cents {
  return toCents(-cents);
}

/** Multiplies by an exchange rate and rounds half away from zero to the cent. */
export function convertCents(cents: Cents, rate: number): Cents {
  if (!Number.isFinite(rate)) {
    throw new RangeError(`Exchange rate must be finite, got ${rate}`);
  }
  // Binary noise must not decide a half-cent tie: 100 * 0.285 is 28.499999999999996, meant as 28.5.
  const product = Number((cents * rate).toPrecision(15));
  return toCents(Math.sign(product) * Math.round(Math.abs(product)));
}

const amountMessage = 'Amount must be a number with at most 2 decimals';

function amountAtLeast(minCents: number, minMessage: string) {
  return v.pipe(
    v.union([v.number(), v.string()], amountMessage),
    v.rawTransform<number | string, Cents>(({ dataset, addIssue, NEVER }) => {
      const cents = parseAmount(dataset.value);
      if (cents === undefined || cents < 0) {
        addIssue({ message: amountMessage });
        return NEVER;
      }
      if (cents < minCents) {
        addIssue({ message: minMessage });
        return NEVER;
      }
      return cents;
    }),
  );
}

/** A wire amount (JSON number or numeric string), zero or more. */
export const amountSchema = amountAtLeast(0, amountMessage);

export const positiveAmountSchema = amountAtLeast(1, 'Amount must be at least 0.01');
