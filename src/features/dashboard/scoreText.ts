import { browserLocale } from '../../ui/formatCents';

/**
 * The dashboard's score: signed, rounded to whole units (spec section 9), half away from zero, so
 * -12.50 reads '-13'. The sign follows the score itself, so it always agrees with the status.
 */
export function scoreText(cents: number, locale = browserLocale()): string {
  const units = Math.round(Math.abs(cents) / 100);
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(units);
  if (cents > 0) return `+${text}`;
  if (cents < 0) return `-${text}`;
  return text;
}
