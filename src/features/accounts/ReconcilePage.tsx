import { LinkStateMessage } from '../../ui/LinkStateMessage';
import { StateMessage } from '../../ui/StateMessage';
import { accountTexts, reconcileTexts } from './accountTexts';
import { AccountSummaryGate } from './AccountSummaryGate';
import type { AccountSummary } from './ledgerSource';
import { ReconcileForm } from './ReconcileForm';
import { useImportedStatement } from './useImportedStatement';

/** Reconcile one account against a bank statement (issue 44 item 6). */
export function ReconcilePage({ accountId }: { accountId: string }) {
  return (
    <AccountSummaryGate accountId={accountId}>{(summary) => <ReconcileOffered summary={summary} />}</AccountSummaryGate>
  );
}

/**
 * The form starts from the statement an import brought, once it is known whether there is one. An
 * unknown account (its record not on this device) has nothing to reconcile into until it arrives.
 */
function ReconcileOffered({ summary }: { summary: AccountSummary }) {
  if (summary.unknown)
    return (
      <LinkStateMessage
        kind="empty"
        to="/accounts/$accountId"
        params={{ accountId: summary.account.id }}
        linkText={accountTexts.transactions}
        emphasis="secondary"
      >
        {reconcileTexts.unknownAccount}
      </LinkStateMessage>
    );
  return <ReconcileKnown summary={summary} />;
}

function ReconcileKnown({ summary }: { summary: AccountSummary }) {
  const offered = useImportedStatement(summary);
  if (offered === undefined) return <StateMessage kind="loading">{reconcileTexts.loading}</StateMessage>;
  return <ReconcileForm summary={summary} offered={offered ?? undefined} />;
}
