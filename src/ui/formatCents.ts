export interface FormatCentsOptions {
  /** BCP 47 tag; the person's browser language when omitted. */
  locale?: string;
  /** A sign to show in front of the magnitude, whatever the sign of `cents` (a list's '+' income, '-' expense). */
  sign?: '+' | '-';
}

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(locale: string | undefined): Intl.NumberFormat {
  const key = locale ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

export function browserLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);
}

/**
 * Integer hundredths as text with exactly two decimals in the person's locale ('1,234.50').
 * The value goes to Intl as a decimal string, so no float ever rounds a cent away.
 */
export function formatCents(cents: number, { locale = browserLocale(), sign }: FormatCentsOptions = {}): string {
  const magnitude = Math.abs(cents);
  const fraction = magnitude % 100;
  const units = (magnitude - fraction) / 100;
  const decimal = `${units}.${String(fraction).padStart(2, '0')}` as `${number}`;
  const text = formatFor(locale).format(decimal);
  if (sign) return `${sign}${text}`;
  return cents < 0 ? `-${text}` : text;
}
