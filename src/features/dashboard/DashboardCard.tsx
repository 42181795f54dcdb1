import { useId, type ReactNode } from 'react';
import './dashboard.css';

interface DashboardCardProps {
  title: string;
  /** The card's own class, beside `card`. */
  className: string;
  /** The heading's id, for a card whose table or list is named by it too; one is made otherwise. */
  titleId?: string;
  children: ReactNode;
}

/** One card of the dashboard: a region named by its heading. */
export function DashboardCard({ title, className, titleId, children }: DashboardCardProps) {
  const madeId = useId();
  const id = titleId ?? madeId;
  return (
    <section className={`card ${className}`} aria-labelledby={id}>
      <h2 id={id} className="dashboard-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
