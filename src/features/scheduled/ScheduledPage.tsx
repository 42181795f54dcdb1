import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { deleteScheduled, toggleScheduled } from '../../db/commands/scheduled';
import type { ScheduledRecord } from '../../domain/records';
import { ListCard } from '../../ui/ListCard';
import { AddButton } from '../../ui/AddButton';
import { RecordsPage } from '../../ui/RecordsPage';
import { useRowRemoval } from '../../ui/useRowRemoval';
import { ScheduledFormModal } from './ScheduledFormModal';
import { ScheduledList } from './ScheduledList';
import { scheduledTexts } from './scheduledTexts';
import { useScheduledPage } from './useScheduledPage';
import '../../ui/record-list.css';
import './scheduled.css';
import { runUndoably } from '../../app/undo/undoable';

type Editing = { item: ScheduledRecord } | 'new' | null;

/** The recurring transactions with paging, pause/resume and the add/edit modal; all local, so it works offline. */
export function ScheduledPage() {
  const db = useDatabase();
  const [page, setPage] = useState(1);
  const list = useScheduledPage(page);
  const [editing, setEditing] = useState<Editing>(null);
  const { listRef, removeRow } = useRowRemoval();

  async function toggle(item: ScheduledRecord) {
    try {
      await toggleScheduled(db, item);
    } catch {
      window.alert(scheduledTexts.statusFailed);
    }
  }

  const remove = (item: ScheduledRecord) =>
    removeRow(item.id, scheduledTexts, () =>
      runUndoably(db, scheduledTexts.deleted, () => deleteScheduled(db, item.id)),
    );

  // In the header, and again where the empty list says how to start.
  const addButton = (text: string) => <AddButton onClick={() => setEditing('new')}>{text}</AddButton>;

  return (
    <RecordsPage block="scheduled-page" texts={scheduledTexts} addButton={addButton(scheduledTexts.add)}>
      <ListCard
        listRef={listRef}
        label="Scheduled transactions"
        page={list}
        texts={scheduledTexts}
        emptyAction={addButton(scheduledTexts.emptyAction)}
        onPageChange={setPage}
        footer={<p className="scheduled-page__note">{scheduledTexts.howItFires}</p>}
      >
        {(rows) => (
          <ScheduledList
            rows={rows}
            onEdit={(item) => setEditing({ item })}
            onDelete={(item) => void remove(item)}
            onToggle={(item) => void toggle(item)}
          />
        )}
      </ListCard>
      {editing && (
        <ScheduledFormModal
          key={editing === 'new' ? 'new' : editing.item.id}
          item={editing === 'new' ? undefined : editing.item}
          onClose={() => setEditing(null)}
        />
      )}
    </RecordsPage>
  );
}
