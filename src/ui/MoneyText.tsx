import { formatCents, type FormatCentsOptions } from './formatCents';
import './money-text.css';

interface MoneyTextProps extends FormatCentsOptions {
  cents: number;
  /** Shown after the amount: '12.50 USD'. */
  currency?: string;
  className?: string;
}

/** An amount with exactly two decimals, formatted for the person's locale. */
export function MoneyText({ cents, currency, className, ...options }: MoneyTextProps) {
  const text = formatCents(cents, options);
  return <span className={className}>{currency ? `${text} ${currency}` : text}</span>;
}
