import type { ReactNode } from 'react';
import './item-summary.css';

/**
 * One listed item's words beside its amount: its title, bold and wrapping anywhere, over a muted
 * line of details. `className` fits it into its row (how much room it takes, say).
 */
export function ItemSummary({
  title,
  details,
  className,
}: {
  title: ReactNode;
  details: ReactNode;
  className?: string;
}) {
  return (
    <span className={className ? `item-summary ${className}` : 'item-summary'}>
      <span className="item-summary__title">{title}</span>
      <span className="item-summary__details">{details}</span>
    </span>
  );
}

/** An item's amount, its digits in columns and never broken over two lines. */
export function ItemAmount({ children }: { children: ReactNode }) {
  return <span className="item-amount">{children}</span>;
}
