import { useRef } from 'react';
import { focusAfterRemoval } from './focusAfterRemoval';
import { askToConfirm } from './confirmDialog';

/** A list's texts for removing: a screen's texts object carries both. */
interface RemovalTexts {
  /** Asked before anything is removed. */
  confirmDelete: string;
  /** Said when the removal fails: a text, or one made from what failed (a refusal says why in its own words). */
  deleteFailed: string | ((caught: unknown) => string);
}

/**
 * Removing one row of a list: asked first, then focus moves to the row that takes its place (so the
 * keyboard keeps its place in the list, not the top of the page), then the row is removed; a
 * failure is said in an alert. `listRef` goes on the list's container (tabIndex -1).
 */
export function useRowRemoval() {
  const listRef = useRef<HTMLElement>(null);
  async function removeRow(id: string, texts: RemovalTexts, remove: () => Promise<unknown>): Promise<void> {
    if (!(await askToConfirm(texts.confirmDelete, { confirmLabel: 'Delete' }))) return;
    try {
      if (listRef.current) focusAfterRemoval(listRef.current, id);
      await remove();
    } catch (caught) {
      window.alert(typeof texts.deleteFailed === 'string' ? texts.deleteFailed : texts.deleteFailed(caught));
    }
  }
  return { listRef, removeRow };
}
