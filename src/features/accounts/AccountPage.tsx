import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { accountTypeNames } from '../../domain/accountTypes';
import { ListCard } from '../../ui/ListCard';
import { PageHeader } from '../../ui/PageHeader';
import { AccountFigures } from './AccountFigures';
import { AccountFormModal } from './AccountFormModal';
import { AccountSummaryGate } from './AccountSummaryGate';
import { AccountLinesTable } from './AccountLinesTable';
import { accountTexts } from './accountTexts';
import type { AccountSummary } from './ledgerSource';
import { useAccountLines } from './useAccountLines';
import '../../ui/page-stack.css';
import '../../ui/record-list.css';
import './account-page.css';

/** One account: its balance now and cleared, its transactions with the balance after each, and Reconcile. */
export function AccountPage({ accountId }: { accountId: string }) {
  return (
    <AccountSummaryGate accountId={accountId}>{(summary) => <AccountView summary={summary} />}</AccountSummaryGate>
  );
}

function AccountView({ summary }: { summary: AccountSummary }) {
  const { account } = summary;
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const lines = useAccountLines(account.id, page);
  const close = () => setEditing(false);
  return (
    <div className="page-stack account-page">
      <PageHeader
        title={account.name}
        subtitle={`${summary.unknown ? accountTexts.unknownDetail : accountTypeNames[account.account_type]}, ${account.currency}`}
        actions={
          <>
            <Link to="/accounts" className="button button--secondary">
              {accountTexts.backToAccounts}
            </Link>
            <button
              type="button"
              className="button button--secondary"
              disabled={summary.implicit}
              onClick={() => setEditing(true)}
            >
              {accountTexts.edit}
            </button>
            {/* An unknown account has no record to reconcile into until it arrives. */}
            {!summary.unknown && (
              <Link
                to="/accounts/$accountId/reconcile"
                params={{ accountId: account.id }}
                className="button button--primary"
              >
                {accountTexts.reconcile}
              </Link>
            )}
          </>
        }
      />
      <AccountFigures summary={summary} />
      <ListCard
        label={accountTexts.transactions}
        page={lines}
        texts={{
          loading: accountTexts.loadingTransactions,
          fetchFailed: accountTexts.fetchFailed,
          empty: accountTexts.noTransactions,
          emptyHint: accountTexts.noTransactionsHint,
        }}
        emptyAction={
          <Link to="/show_trans" className="button button--secondary">
            {accountTexts.transactions}
          </Link>
        }
        onPageChange={setPage}
      >
        {(rows) => <AccountLinesTable lines={rows} currency={account.currency} />}
      </ListCard>
      {editing && <AccountFormModal account={account} onClose={close} onSuccess={close} />}
    </div>
  );
}
