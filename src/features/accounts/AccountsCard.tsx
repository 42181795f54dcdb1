import { Link } from '@tanstack/react-router';
import { MoneyText } from '../../ui/MoneyText';
import { DashboardCard } from '../dashboard/DashboardCard';
import { groupAccounts, type AccountGroup } from './accountGroups';
import { accountTexts } from './accountTexts';
import type { AccountSummary } from './ledgerSource';
import './accounts-card.css';

/** The dashboard's accounts (issue 44 item 4): assets, then liabilities, each with its balance. */
export function AccountsCard({ accounts }: { accounts: readonly AccountSummary[] }) {
  const { assets, liabilities } = groupAccounts(accounts);
  if (assets.accounts.length + liabilities.accounts.length === 0) return null;
  return (
    <DashboardCard title={accountTexts.dashboardCard} className="accounts-card">
      <AccountsCardGroup title={accountTexts.assets} group={assets} />
      <AccountsCardGroup title={accountTexts.liabilities} group={liabilities} />
      <Link to="/accounts" className="accounts-card__link">
        {accountTexts.allAccounts}
      </Link>
    </DashboardCard>
  );
}

function AccountsCardGroup({ title, group }: { title: string; group: AccountGroup }) {
  if (group.accounts.length === 0) return null;
  return (
    <section className="accounts-card__group" aria-label={title}>
      <h3 className="accounts-card__heading">{title}</h3>
      <ul className="accounts-card__list">
        {group.accounts.map(({ account, balance }) => (
          <li key={account.id} className="accounts-card__row">
            <Link to="/accounts/$accountId" params={{ accountId: account.id }}>
              {account.name}
            </Link>
            <MoneyText className="accounts-card__amount" cents={balance} currency={account.currency} />
          </li>
        ))}
      </ul>
    </section>
  );
}
