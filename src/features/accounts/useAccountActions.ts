import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { refusalText } from '../../db/commands/CommandRefused';
import { useRowRemoval } from '../../ui/useRowRemoval';
import { askToConfirm } from '../../ui/confirmDialog';
import { accountTexts } from './accountTexts';
import type { AccountHandlers } from './AccountRowActions';
import { movedOrder } from './accountGroups';
import { deleteAccount, reorderAccounts, setAccountClosed, type AccountSummary } from './ledgerSource';

/** Which account the modal edits: a new one, an existing one, or none while it is shut. */
export type AccountEditing = 'new' | AccountSummary | null;

/**
 * What the accounts list does with a row: edit it in the modal, close or reopen it (closing asks
 * first), delete it (asked first; a refusal, such as an account still holding transactions, is said
 * in its own words), move it a place up or down in its group (one command sending the orders that
 * changed, offline too). `accounts` is the whole list, the order the move rewrites.
 */
export function useAccountActions(accounts: readonly AccountSummary[] = []) {
  const db = useDatabase();
  const [editing, setEditing] = useState<AccountEditing>(null);
  const { listRef, removeRow } = useRowRemoval();
  const handlers: AccountHandlers = {
    onEdit: (summary) => setEditing(summary),
    onDelete: (summary) =>
      void removeRow(
        summary.account.id,
        {
          confirmDelete: accountTexts.confirmDelete,
          deleteFailed: (caught) => refusalText(caught) ?? accountTexts.deleteFailed,
        },
        () => deleteAccount(db, summary.account.id),
      ),
    onToggleClosed: ({ account }) =>
      void (async () => {
        if (
          !account.closed &&
          !(await askToConfirm(accountTexts.confirmClose(account.name), { confirmLabel: 'Close' }))
        ) {
          return;
        }
        await setAccountClosed(db, account, !account.closed);
      })().catch((caught: unknown) => window.alert(refusalText(caught) ?? accountTexts.closeFailed)),
    onMove: (summary, by) => {
      const ids = movedOrder(accounts, summary.account.id, by);
      if (!ids) return;
      reorderAccounts(db, ids).catch((caught: unknown) => window.alert(refusalText(caught) ?? accountTexts.moveFailed));
    },
  };
  return { editing, setEditing, handlers, listRef };
}
