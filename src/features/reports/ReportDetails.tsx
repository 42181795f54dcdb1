import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import type { TransactionKind } from '../../domain/records';
import type { ReportItem } from '../../domain/reports';
import { formatMoney } from '../../ui/formatCents';
import { categoryTransactionsSearch } from './categoryTransactions';
import type { ReportPeriod } from './reportPeriod';
import { reportTexts } from './reportTexts';

interface ReportDetailsProps {
  title: string;
  items: readonly ReportItem[];
  kind: TransactionKind;
  currency: string;
  period: ReportPeriod;
}

/**
 * One row per category: name, converted amount, currency and share of the total. Each row is a link
 * to the category's transactions of the period (issue 46, item 10).
 */
export function ReportDetails({ title, items, kind, currency, period }: ReportDetailsProps) {
  const hintId = useId();
  return (
    <section className="card report-section" aria-label={title}>
      <h2 className="report-section__title">{title}</h2>
      {items.length === 0 ? (
        <p className="report-section__empty">{reportTexts.noDetails}</p>
      ) : (
        <ul className="report-details">
          {items.map((item) => (
            <li key={item.category}>
              <Link
                to="/show_trans"
                search={categoryTransactionsSearch(kind, item.category, period)}
                className="report-details__row"
                aria-describedby={hintId}
              >
                <span className="report-details__category">{item.category}</span>{' '}
                <span className="report-details__amount">{formatMoney(item.converted_amount, currency)}</span>{' '}
                <span className="report-details__share">{item.percentage.toFixed(1)}%</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p id={hintId} hidden>
        {reportTexts.showTransactions(period.label)}
      </p>
    </section>
  );
}
