import { Link } from '@tanstack/react-router';
import { StateMessage } from '../../ui/StateMessage';
import { accountTexts } from './accountTexts';
import { ReconcileForm } from './ReconcileForm';
import { useAccounts } from './useAccounts';

/** Reconcile one account against a bank statement (issue 44 item 6). */
export function ReconcilePage({ accountId }: { accountId: string }) {
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
  return <ReconcileForm summary={summary} />;
}
