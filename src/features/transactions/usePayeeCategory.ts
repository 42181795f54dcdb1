import { useRef, useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { lastCategoryOfPayee } from '../../db/queries/payees';
import { cleanPayee } from '../../domain/payees';
import type { TransactionKind } from '../../domain/records';

/**
 * Issue 45: a known payee fills in the category last used with it, while the person has chosen none
 * themselves (a remembered one may be replaced; an edited record's is theirs). Shared by the
 * transaction and scheduled forms; `suggested` is the category filled in, for PayeeCategoryNote.
 */
export function usePayeeCategory(editing: boolean) {
  const db = useDatabase();
  const chosen = useRef(editing);
  const latestPayee = useRef('');
  const [suggested, setSuggested] = useState<string>();

  /** The payee field changed: once its last category is read, `fill` puts it in the form. */
  function payeeChanged(payee: string, kind: TransactionKind, fill: (category: string) => void) {
    latestPayee.current = payee;
    // Read for any payee rather than only the suggested ones: the suggestions may still be loading
    // when the person types or pastes a whole name, and an unknown payee simply finds no category.
    const known = cleanPayee(payee);
    if (known === undefined || chosen.current) return;
    lastCategoryOfPayee(db, known, kind)
      .then((category) => {
        // The person may have typed on, or picked a category, while the suggestion was read.
        if (category === undefined || latestPayee.current !== payee || chosen.current) return;
        fill(category);
        setSuggested(category);
      })
      .catch(() => undefined); // a suggestion that cannot be read is simply not made
  }

  /** The person picked a category: no payee replaces it any more. */
  function categoryChosen() {
    chosen.current = true;
    setSuggested(undefined);
  }

  /** A new entry starts (the add form's "again"): its category is free for a suggestion again. */
  function forget() {
    chosen.current = false;
    setSuggested(undefined);
  }

  return { suggested, payeeChanged, categoryChosen, forget };
}
