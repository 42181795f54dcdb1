import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { StateMessage } from '../../ui/StateMessage';
import { accountTexts } from './accountTexts';
import type { AccountSummary } from './ledgerSource';
import { useAccounts } from './useAccounts';

/**
 * Finds one account by id and renders `children` with its summary, or the loading, failed or
 * not-found state (with a way back to the list): the account page and Reconcile open the same way.
 */
export function AccountSummaryGate({
  accountId,
  children,
}: {
  accountId: string;
  children: (summary: AccountSummary) => ReactNode;
}) {
  const accounts = useAccounts();
  const summary = accounts?.find((candidate) => candidate.account.id === accountId);
  if (accounts === undefined) return <StateMessage kind="loading">{accountTexts.loading}</StateMessage>;
  if (accounts === null) return <StateMessage kind="error">{accountTexts.fetchFailed}</StateMessage>;
  if (!summary) {
    return (
      <StateMessage
        kind="error"
        action={
          <Link to="/accounts" className="button button--secondary">
            {accountTexts.backToAccounts}
          </Link>
        }
      >
        {accountTexts.notFound}
      </StateMessage>
    );
  }
  return <>{children(summary)}</>;
}
