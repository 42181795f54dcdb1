import { Link } from '@tanstack/react-router';
import type { UpcomingItem } from '../../domain/upcoming';
import { listDate } from '../../ui/formatDate';
import { ItemAmount, ItemSummary } from '../../ui/ItemSummary';
import { MoneyText } from '../../ui/MoneyText';
import { transactionTexts, typeLabel } from '../transactions/transactionTexts';
import { DashboardCard } from './DashboardCard';
import { dashboardTexts } from './dashboardTexts';

/** The scheduled items due next, each with its date, and a way to the whole list. */
export function UpcomingScheduledCard({ items }: { items: readonly UpcomingItem[] }) {
  return (
    <DashboardCard title={dashboardTexts.upcomingTitle} className="recent-transactions">
      <ul className="recent-transactions__list">
        {items.map(({ item, date }) => {
          const income = item.scheduled_trans_status === 'deposit';
          return (
            <li key={item.id} className="recent-transactions__row">
              <ItemSummary
                title={item.category || transactionTexts.noCategory}
                details={`${listDate(date)} · ${typeLabel(item.scheduled_trans_status)}`}
              />
              <ItemAmount>
                <MoneyText
                  className={income ? 'amount amount--income' : 'amount amount--expense'}
                  cents={item.amount_cents}
                  currency={item.currency}
                  sign={income ? '+' : '-'}
                />
              </ItemAmount>
            </li>
          );
        })}
      </ul>
      <Link to="/show_scheduled_trans" className="target-card__link">
        {dashboardTexts.seeAllScheduled}
      </Link>
    </DashboardCard>
  );
}
