import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { mergePayee, renamePayee } from '../../db/commands/payees';
import type { PayeeSummary } from '../../db/queries/payees';
import { maxPayeeLength } from '../../domain/payees';
import { Banner } from '../../ui/Banner';
import { PageHeader } from '../../ui/PageHeader';
import { StateMessage } from '../../ui/StateMessage';
import { NameMoveModal, type MoveMode } from '../categories/NameMoveModal';
import { payeesTexts as texts } from './payeesTexts';
import { usePayeeSummaries } from './usePayeeSummaries';
import '../../ui/page-stack.css';
import '../categories/categories.css';

type Action = { summary: PayeeSummary; mode: MoveMode } | null;

/** Issue 45 item 2: every payee in use with its counts, renamed or merged like the categories; offline like the rest. */
export function PayeesPage() {
  const db = useDatabase();
  const payees = usePayeeSummaries();
  const [action, setAction] = useState<Action>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="page-stack categories-page">
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      {notice && <Banner variant="success">{notice}</Banner>}
      {payees === undefined ? (
        <StateMessage kind="loading">{texts.loading}</StateMessage>
      ) : payees === null ? (
        <StateMessage kind="error">{texts.fetchFailed}</StateMessage>
      ) : payees.length === 0 ? (
        <StateMessage kind="empty" hint={texts.emptyHint}>
          {texts.empty}
        </StateMessage>
      ) : (
        <section className="card categories-section" aria-label={texts.listName}>
          <ul className="category-list">
            {payees.map((summary) => (
              <li key={summary.payee} className="category-row" data-payee={summary.payee}>
                <div className="category-row__name">
                  <span className="category-row__label">{summary.payee}</span>
                </div>
                <p className="category-row__figures">
                  {texts.transactions(summary.count)}
                  {summary.scheduled > 0 && `, ${texts.scheduled(summary.scheduled)}`}
                </p>
                <div className="category-row__actions">
                  {(['rename', 'merge'] as const).map((mode) => (
                    <button
                      key={mode}
                      type="button"
                      className="button button--secondary"
                      aria-label={`${texts[mode]} ${summary.payee}`}
                      onClick={() => {
                        setNotice(null);
                        setAction({ summary, mode });
                      }}
                    >
                      {texts[mode]}
                    </button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {action && payees && (
        <NameMoveModal
          from={action.summary.payee}
          total={action.summary.count + action.summary.scheduled}
          mode={action.mode}
          others={payees.map((entry) => entry.payee).filter((name) => name !== action.summary.payee)}
          maxLength={maxPayeeLength}
          texts={texts}
          move={(mode, to) =>
            mode === 'rename' ? renamePayee(db, action.summary.payee, to) : mergePayee(db, action.summary.payee, to)
          }
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            setNotice(message);
          }}
        />
      )}
    </div>
  );
}
