import { useRef, useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { refusalText } from '../../db/commands/CommandRefused';
import { enterOccurrenceNow, skipOccurrence } from '../../db/commands/occurrences';
import type { AgendaRow } from '../../db/queries/agenda';
import type { IsoDate } from '../../domain/dates';
import type { ScheduledRecord } from '../../domain/records';
import { askToConfirm } from '../../ui/confirmDialog';
import { occurrenceTitle, upcomingTexts } from './upcomingTexts';

export interface ActionNotice {
  kind: 'done' | 'error';
  text: string;
}

/**
 * Enter now, Skip and the schedule's edit for the Upcoming screen. Neither command offers an undo:
 * taking back either would mean deleting the occurrence's id, and a deleted occurrence stays deleted
 * on every device (docs/sync-protocol.md, step 4), so its date would be lost rather than restored.
 * Skip asks first for that reason. What happened is said in `notice`, which takes the focus, since the
 * buttons pressed are gone from the row by then.
 */
export function useOccurrenceActions(today: IsoDate) {
  const db = useDatabase();
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const [editing, setEditing] = useState<ScheduledRecord | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  async function run(work: () => Promise<void>, done: string) {
    try {
      await work();
      setNotice({ kind: 'done', text: done });
    } catch (error) {
      setNotice({ kind: 'error', text: refusalText(error) ?? upcomingTexts.failed });
    }
    // After the state above is drawn: the notice is on the page then.
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  const onEnter = (row: AgendaRow) =>
    void run(
      () => enterOccurrenceNow(db, row.item, row.id, today, new Date()),
      upcomingTexts.enteredNow(occurrenceTitle(row.item)),
    );

  const onSkip = async (row: AgendaRow) => {
    const title = occurrenceTitle(row.item);
    if (!(await askToConfirm(upcomingTexts.confirmSkip(title, row.date), { confirmLabel: upcomingTexts.skip }))) return;
    await run(() => skipOccurrence(db, row.id), upcomingTexts.skippedOne(title, row.date));
  };

  return {
    notice,
    noticeRef,
    editing,
    closeEditor: () => setEditing(null),
    handlers: {
      onEnter,
      onSkip: (row: AgendaRow) => void onSkip(row),
      onEdit: (row: AgendaRow) => setEditing(row.item),
    },
  };
}
