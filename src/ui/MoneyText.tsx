import { formatCents, type FormatCentsOptions } from './formatCents';
import './money-text.css';

interface MoneyTextProps extends FormatCentsOptions {
  cents: number;
  /** Decides the decimals and is shown after the amount ('12.50 USD'), unless `hideCode`. */
  currency?: string;
  /** A table whose next column names the currency shows the amount alone. */
  hideCode?: boolean;
  className?: string;
}

/** An amount in the person's locale with its currency's decimals (formatCents.ts has the rules). */
export function MoneyText({ cents, currency, hideCode = false, className, ...options }: MoneyTextProps) {
  const text = formatCents(cents, { ...options, currency });
  return <span className={className}>{currency && !hideCode ? `${text} ${currency}` : text}</span>;
}
