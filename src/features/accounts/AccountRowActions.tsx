import type { AccountSummary } from './ledgerSource';
import { accountTexts } from './accountTexts';
import { RowActions } from '../../ui/RowActions';

export interface AccountHandlers {
  onEdit: (summary: AccountSummary) => void;
  onDelete: (summary: AccountSummary) => void;
  /** Closes an open account, opens a closed one again. */
  onToggleClosed: (summary: AccountSummary) => void;
}

/**
 * Edit, Delete, and Close (or Reopen). Off for an account whose record has not reached this device
 * yet: there is nothing to edit until it does.
 */
export function AccountRowActions({
  summary,
  onEdit,
  onDelete,
  onToggleClosed,
}: { summary: AccountSummary } & AccountHandlers) {
  const { account, implicit } = summary;
  return (
    <RowActions
      name={`account ${account.name}`}
      disabled={implicit}
      onEdit={() => onEdit(summary)}
      onDelete={() => onDelete(summary)}
    >
      <button
        type="button"
        className="button button--secondary row-actions__button"
        disabled={implicit}
        onClick={() => onToggleClosed(summary)}
      >
        {account.closed ? accountTexts.reopen : accountTexts.close}
        <span className="visually-hidden"> account {account.name}</span>
      </button>
    </RowActions>
  );
}
