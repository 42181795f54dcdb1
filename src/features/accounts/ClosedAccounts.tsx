import type { AccountHandlers } from './AccountRowActions';
import { AccountTable } from './AccountTable';
import { accountTexts } from './accountTexts';
import type { AccountSummary } from './ledgerSource';

/** Closed accounts, folded away: they keep their history and can be opened again; their order is not offered. */
export function ClosedAccounts({
  accounts,
  onMove: _notHere,
  ...handlers
}: { accounts: readonly AccountSummary[] } & AccountHandlers) {
  if (accounts.length === 0) return null;
  return (
    <details className="card accounts-closed">
      <summary>
        {accountTexts.closedAccounts} ({accounts.length})
      </summary>
      <AccountTable caption={accountTexts.closedAccounts} accounts={accounts} {...handlers} />
    </details>
  );
}
