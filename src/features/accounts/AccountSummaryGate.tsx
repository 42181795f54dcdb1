import type { ReactNode } from 'react';
import { LinkStateMessage } from '../../ui/LinkStateMessage';
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
      <LinkStateMessage kind="error" to="/accounts" linkText={accountTexts.backToAccounts} emphasis="secondary">
        {accountTexts.notFound}
      </LinkStateMessage>
    );
  }
  return <>{children(summary)}</>;
}
