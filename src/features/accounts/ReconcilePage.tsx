import { AccountSummaryGate } from './AccountSummaryGate';
import { ReconcileForm } from './ReconcileForm';

/** Reconcile one account against a bank statement (issue 44 item 6). */
export function ReconcilePage({ accountId }: { accountId: string }) {
  return (
    <AccountSummaryGate accountId={accountId}>{(summary) => <ReconcileForm summary={summary} />}</AccountSummaryGate>
  );
}
