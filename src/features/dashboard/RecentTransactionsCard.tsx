import { Link } from '@tanstack/react-router';
import type { TransactionRecord } from '../../domain/records';
import { listDate } from '../../ui/formatDate';
import { ItemAmount, ItemSummary } from '../../ui/ItemSummary';
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
            <ItemSummary
              title={row.category || transactionTexts.noCategory}
              details={`${listDate(row.date)} · ${typeLabel(row.trans_status)}`}
            />
            <ItemAmount>
              <TransactionAmount transaction={row} /> {row.currency}
            </ItemAmount>
          </li>
        ))}
      </ul>
      <Link to="/show_trans" className="target-card__link">
        {dashboardTexts.seeAllTransactions}
      </Link>
    </DashboardCard>
  );
}
