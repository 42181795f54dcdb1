import { useState } from 'react';
import { BackToDashboard } from '../../app/layout/BackToDashboard';
import { slicePage } from '../../db/queries/scheduled';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { LinkStateMessage } from '../../ui/LinkStateMessage';
import { StateMessage } from '../../ui/StateMessage';
import { TargetHistoryTable } from './TargetHistoryTable';
import { targetHistoryTexts } from './targetHistoryTexts';
import { useTargetHistory } from './useTargetHistory';
import '../../ui/page-stack.css';
import './target-history.css';

/** Spec section 9: default page size. */
const perPage = 10;

/** How each month since the first target did against it, computed locally, so it works offline. */
export function TargetHistoryPage() {
  const history = useTargetHistory();
  const [page, setPage] = useState(1);
  const shown = history ? slicePage(history.rows, page, perPage) : undefined;
  return (
    <div className="page-stack target-history">
      <PageHeader
        title={targetHistoryTexts.title}
        subtitle={targetHistoryTexts.subtitle}
        actions={<BackToDashboard />}
      />
      <section className="card" aria-label="Monthly target performance" aria-busy={history === undefined}>
        {history === undefined ? (
          <StateMessage kind="loading">{targetHistoryTexts.loading}</StateMessage>
        ) : history === null || shown === undefined ? (
          <StateMessage kind="error">{targetHistoryTexts.fetchFailed}</StateMessage>
        ) : shown.totalCount === 0 ? (
          <LinkStateMessage
            kind="empty"
            hint={targetHistoryTexts.emptyHint}
            to="/profile"
            search={{ tab: 'target' }}
            linkText={targetHistoryTexts.emptyAction}
            emphasis="primary"
          >
            {targetHistoryTexts.empty}
          </LinkStateMessage>
        ) : (
          <>
            {history.missing.length > 0 && (
              <p className="target-history__missing">{targetHistoryTexts.rateMissingFor(history.missing)}</p>
            )}
            <TargetHistoryTable rows={shown.rows} currency={history.currency} />
            <Pagination page={shown.page} perPage={perPage} totalCount={shown.totalCount} onPageChange={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
