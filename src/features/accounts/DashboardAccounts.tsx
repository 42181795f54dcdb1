import { AccountsCard } from './AccountsCard';
import { FirstAccountPanel } from './FirstAccountPanel';
import { useAccounts } from './useAccounts';

/**
 * The dashboard's part of the accounts: the first-run step while there is no account at all (no
 * record, and no transaction to stand in a currency's account), else the accounts card.
 */
export function DashboardAccounts() {
  const accounts = useAccounts();
  if (!accounts) return null;
  return accounts.length === 0 ? <FirstAccountPanel /> : <AccountsCard accounts={accounts} />;
}
