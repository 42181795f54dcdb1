/*
 * How the app writes money and dates (one style per context):
 * - Money: the person's locale's digits and grouping, with the currency's own minor units from
 *   Intl.NumberFormat (USD 1,234.50, JPY 12,500, KWD 12.500), a cent that is stored is never hidden
 *   (12.5 JPY stays 12.5), and the ISO code after the amount: `1,234.50 USD`. Lists show the sign of
 *   the kind (+ income, - expense); the dashboard's score alone is rounded to whole units (spec).
 * - Dates: yyyy-mm-dd in lists, tables, filters and files (sortable, as stored; formatDate.ts
 *   `listDate`); a long date ('October 9, 2025') in prose (`longDate`); 'October 2025' for a month.
 */

import { browserLocale } from './personLocale';

export interface FormatCentsOptions {
  /** BCP 47 tag; the person's browser language when omitted. */
  locale?: string;
  /** A sign to show in front of the magnitude, whatever the sign of `cents` (a list's '+' income, '-' expense). */
  sign?: '+' | '-';
  /** The amount's currency: decides how many decimals show (2 when omitted). */
  currency?: string;
}

const formats = new Map<string, Intl.NumberFormat>();
const minorUnits = new Map<string, number>();

/** The number of decimals a currency is written with (ISO 4217 as Intl knows it): 2, 0 for JPY, 3 for KWD. */
export function moneyFractionDigits(currency: string | undefined): number {
  if (!currency) return 2;
  let digits = minorUnits.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    minorUnits.set(currency, digits);
  }
  return digits;
}

function formatFor(locale: string | undefined, digits: number): Intl.NumberFormat {
  const key = `${locale ?? ''}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    // Amounts are kept in hundredths: up to 2 decimals always show, so a stored cent is never rounded away.
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: Math.max(digits, 2),
    });
    formats.set(key, format);
  }
  return format;
}

// The person's locale has one home (personLocale.ts); the screens that format money ask here.
export { browserLocale };

/**
 * Integer hundredths as text in the person's locale with the currency's decimals ('1,234.50',
 * '12,500' for JPY). The value goes to Intl as a decimal string, so no float ever rounds a cent away.
 */
export function formatCents(
  cents: number,
  { locale = browserLocale(), sign, currency }: FormatCentsOptions = {},
): string {
  const magnitude = Math.abs(cents);
  const fraction = magnitude % 100;
  const units = (magnitude - fraction) / 100;
  const decimal = `${units}.${String(fraction).padStart(2, '0')}` as `${number}`;
  const text = formatFor(locale, moneyFractionDigits(currency)).format(decimal);
  if (sign) return `${sign}${text}`;
  return cents < 0 ? `-${text}` : text;
}

/** '1,234.50 USD': an amount with its currency, the way every screen writes one. */
export function formatMoney(
  cents: number,
  currency: string,
  options: Omit<FormatCentsOptions, 'currency'> = {},
): string {
  return `${formatCents(cents, { ...options, currency })} ${currency}`;
}

/**
 * An amount as an edit field shows it: plain digits with a dot, no grouping ('12500.50'), and no
 * '.00' for a currency without minor units when there is no fraction ('12500' yen).
 */
export function amountFieldText(cents: number, currency: string): string {
  const magnitude = Math.abs(cents);
  const units = Math.floor(magnitude / 100);
  const fraction = magnitude % 100;
  const sign = cents < 0 ? '-' : '';
  if (fraction === 0 && moneyFractionDigits(currency) === 0) return `${sign}${units}`;
  return `${sign}${units}.${String(fraction).padStart(2, '0')}`;
}
