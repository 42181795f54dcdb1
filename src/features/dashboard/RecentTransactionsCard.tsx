import { Link } from '@tanstack/react-router';
import type { TransactionRecord } from '../../domain/records';
import { listDate } from '../../ui/formatDate';
import { TransactionAmount } from '../transactions/TransactionAmount';
import { transactionTexts, typeLabel } from '../transactions/transactionTexts';
import { DashboardCard } from './DashboardCard';
import { dashboardTexts } from './dashboardTexts';

/** The newest transactions: date, category and signed amount, with a way to the whole list. */
export function RecentTransactionsCard({ rows }: { rows: readonly TransactionRecord[] }) {
  return (
    <DashboardCard title={dashboardTexts.recentTitle} className="recent-transactions">
      <ul className="recent-transactions__list">
        {rows.map((row) => (
          <li key={row.id} className="recent-transactions__row">
            <span className="recent-transactions__what">
              <span className="recent-transactions__category">{row.category || transactionTexts.noCategory}</span>
              <span className="recent-transactions__meta">
                {listDate(row.date)} · {typeLabel(row.trans_status)}
              </span>
            </span>
            <span className="recent-transactions__amount">
              <TransactionAmount transaction={row} /> {row.currency}
            </span>
          </li>
        ))}
      </ul>
      <Link to="/show_trans" className="target-card__link">
        {dashboardTexts.seeAllTransactions}
      </Link>
    </DashboardCard>
  );
}
