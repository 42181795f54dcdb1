import type { ReportItem } from '../../domain/reports';
import { formatMoney } from '../../ui/formatCents';
import { reportTexts } from './reportTexts';

interface ReportDetailsProps {
  title: string;
  items: readonly ReportItem[];
  currency: string;
}

/** One row per category: name, converted amount, currency and share of the total. */
export function ReportDetails({ title, items, currency }: ReportDetailsProps) {
  return (
    <section className="card report-section" aria-label={title}>
      <h2 className="report-section__title">{title}</h2>
      {items.length === 0 ? (
        <p className="report-section__empty">{reportTexts.noDetails}</p>
      ) : (
        <ul className="report-details">
          {items.map((item) => (
            <li key={item.category} className="report-details__row">
              <span className="report-details__category">{item.category}</span>
              <span className="report-details__amount">{formatMoney(item.converted_amount, currency)}</span>
              <span className="report-details__share">{item.percentage.toFixed(1)}%</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
