import { useRef, useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { deleteScheduled, toggleScheduled } from '../../db/commands/scheduled';
import type { ScheduledRecord } from '../../domain/records';
import { focusAfterRemoval } from '../../ui/focusAfterRemoval';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { StateMessage } from '../../ui/StateMessage';
import { ScheduledFormModal } from './ScheduledFormModal';
import { ScheduledList } from './ScheduledList';
import { scheduledTexts } from './scheduledTexts';
import { useScheduledPage } from './useScheduledPage';
import '../../ui/page-stack.css';
import '../../ui/record-list.css';
import './scheduled.css';

type Editing = { item: ScheduledRecord } | 'new' | null;

/** The recurring transactions with paging, pause/resume and the add/edit modal; all local, so it works offline. */
export function ScheduledPage() {
  const db = useDatabase();
  const [page, setPage] = useState(1);
  const list = useScheduledPage(page);
  const [editing, setEditing] = useState<Editing>(null);
  const listRef = useRef<HTMLElement>(null);

  async function toggle(item: ScheduledRecord) {
    try {
      await toggleScheduled(db, item);
    } catch {
      window.alert(scheduledTexts.statusFailed);
    }
  }

  async function remove(item: ScheduledRecord) {
    if (!window.confirm(scheduledTexts.confirmDelete)) return;
    try {
      if (listRef.current) focusAfterRemoval(listRef.current, item.id);
      await deleteScheduled(db, item.id);
    } catch {
      window.alert(scheduledTexts.deleteFailed);
    }
  }

  return (
    <div className="page-stack scheduled-page">
      <PageHeader
        title={scheduledTexts.title}
        subtitle={scheduledTexts.subtitle}
        actions={
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {scheduledTexts.add}
          </button>
        }
      />
      <section
        ref={listRef}
        className="card list-card"
        aria-label="Scheduled transactions"
        aria-busy={list === undefined}
        tabIndex={-1}
      >
        {list === undefined ? (
          <StateMessage kind="loading">{scheduledTexts.loading}</StateMessage>
        ) : list === null ? (
          <StateMessage kind="error">{scheduledTexts.fetchFailed}</StateMessage>
        ) : list.totalCount === 0 ? (
          <StateMessage
            kind="empty"
            hint={scheduledTexts.emptyHint}
            action={
              <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
                {scheduledTexts.emptyAction}
              </button>
            }
          >
            {scheduledTexts.empty}
          </StateMessage>
        ) : (
          <>
            <ScheduledList
              rows={list.rows}
              onEdit={(item) => setEditing({ item })}
              onDelete={(item) => void remove(item)}
              onToggle={(item) => void toggle(item)}
            />
            <Pagination page={list.page} perPage={list.perPage} totalCount={list.totalCount} onPageChange={setPage} />
          </>
        )}
        <p className="scheduled-page__note">{scheduledTexts.howItFires}</p>
      </section>
      {editing && (
        <ScheduledFormModal
          key={editing === 'new' ? 'new' : editing.item.id}
          item={editing === 'new' ? undefined : editing.item}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
