import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { undoImport } from '../../db/commands/imports';
import type { ImportBatchRow } from '../../db/database';
import { importTexts } from './importTexts';
import { askToConfirm } from '../../ui/confirmDialog';

export type UndoState =
  | { kind: 'idle' }
  | { kind: 'running'; batch: string; done: number; total: number }
  | { kind: 'finished'; text: string; failed: boolean };

/** Undo of one import at a time, with its progress and its outcome in words. */
export function useUndoImport() {
  const db = useDatabase();
  const [state, setState] = useState<UndoState>({ kind: 'idle' });

  async function undo(batch: Pick<ImportBatchRow, 'id' | 'fileName' | 'added'>) {
    if (!(await askToConfirm(importTexts.confirmUndo(batch.added, batch.fileName), { confirmLabel: 'Undo import' })))
      return;
    setState({ kind: 'running', batch: batch.id, done: 0, total: batch.added });
    try {
      const { removed } = await undoImport(db, batch.id, {
        onProgress: (done, total) => setState({ kind: 'running', batch: batch.id, done, total }),
      });
      setState({ kind: 'finished', text: importTexts.undone(removed, batch.fileName), failed: false });
    } catch (caught) {
      const reason = caught instanceof Error && caught.message ? caught.message : 'unknown error';
      setState({ kind: 'finished', text: importTexts.undoFailed(reason), failed: true });
    }
  }

  return { state, undo, running: state.kind === 'running' };
}
