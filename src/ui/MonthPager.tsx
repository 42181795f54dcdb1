import { addMonths, compareMonths, monthLabel, type Month } from '../domain/dates';
import './month-pager.css';

interface MonthPagerProps {
  month: Month;
  /** The month "This month" returns to. */
  current: Month;
  /** The first and last months it may step to. */
  first: Month;
  last: Month;
  onChange: (month: Month) => void;
  /** What the pager steps through, for screen readers: "Budget month", say. */
  label: string;
}

/** Previous / next month and back to this month, with the month shown beside them. */
export function MonthPager({ month, current, first, last, onChange, label }: MonthPagerProps) {
  return (
    <nav className="month-pager" aria-label={label}>
      <button
        type="button"
        className="button button--secondary"
        disabled={compareMonths(month, first) <= 0}
        onClick={() => onChange(addMonths(month, -1))}
      >
        <span aria-hidden="true">‹ </span>Previous month
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={compareMonths(month, last) >= 0}
        onClick={() => onChange(addMonths(month, 1))}
      >
        Next month<span aria-hidden="true"> ›</span>
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={compareMonths(month, current) === 0}
        onClick={() => onChange(current)}
      >
        This month
      </button>
      <output className="month-pager__shown" aria-live="polite">
        {monthLabel(month)}
      </output>
    </nav>
  );
}
