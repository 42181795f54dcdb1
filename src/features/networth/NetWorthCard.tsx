import { Link } from '@tanstack/react-router';
import { centsToDecimalString, toCents } from '../../domain/money';
import type { NetWorth } from '../../domain/netWorth';
import { formatMoney } from '../../ui/formatCents';
import { MoneyText } from '../../ui/MoneyText';
import { networthTexts } from './networthTexts';
import { truncateDigits } from './truncateDigits';
import { useNetWorth } from './useNetWorth';
import './networth.css';

interface NetWorthCardProps {
  /** dashboard: the big clickable card; navbar: a compact figure cut to 6 digits. */
  mode: 'dashboard' | 'navbar';
}

/** Total net worth in the favorite currency, linking to the breakdown by currency. */
export function NetWorthCard({ mode }: NetWorthCardProps) {
  const worth = useNetWorth();
  return (
    <Link to="/show_networth_details" className={`networth-card networth-card--${mode}`}>
      <span className="networth-card__title">{networthTexts.cardTitle}</span>
      {worth === undefined ? (
        <span className="networth-card__value" aria-label={networthTexts.loading}>
          ...
        </span>
      ) : mode === 'navbar' ? (
        <NavbarValue worth={worth} />
      ) : (
        <DashboardValue worth={worth} />
      )}
    </Link>
  );
}

/** A failed read counts as nothing held in USD (spec section 7). */
const totalOf = (worth: NetWorth | null) => ({ total: worth?.total ?? toCents(0), currency: worth?.currency ?? 'USD' });

function DashboardValue({ worth }: { worth: NetWorth | null }) {
  const { total, currency } = totalOf(worth);
  return (
    <>
      <span className="networth-card__value">
        <MoneyText cents={total} currency={currency} hideCode />{' '}
        <span className="networth-card__currency">{currency}</span>
      </span>
      {worth && worth.missing.length > 0 && (
        <span className="networth-card__note">{networthTexts.rateMissingFor(worth.missing)}</span>
      )}
    </>
  );
}

function NavbarValue({ worth }: { worth: NetWorth | null }) {
  const { total, currency } = totalOf(worth);
  const full = formatMoney(total, currency);
  const short = truncateDigits(centsToDecimalString(total));
  if (short === undefined) return <span className="networth-card__value">{full}</span>;
  return (
    <span className="networth-card__value" title={full}>
      <span aria-hidden="true">
        {short} {currency}
      </span>
      <span className="visually-hidden">{full}</span>
    </span>
  );
}
