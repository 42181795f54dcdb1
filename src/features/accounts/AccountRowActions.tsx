import type { MoveBy } from './accountGroups';
import { AccountMoveButtons } from './AccountMoveButtons';
import type { AccountSummary } from './ledgerSource';
import { accountTexts } from './accountTexts';
import { RowActions } from '../../ui/RowActions';

export interface AccountHandlers {
  onEdit: (summary: AccountSummary) => void;
  onDelete: (summary: AccountSummary) => void;
  /** Closes an open account, opens a closed one again. */
  onToggleClosed: (summary: AccountSummary) => void;
  /** Moves it a place up or down in its group's list; absent: the list has no Move buttons. */
  onMove?: (summary: AccountSummary, by: MoveBy) => void;
}

/** Where a row stands among the accounts of its group that can move (AccountTable). */
export interface RowPlace {
  position: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
}

/**
 * Edit, Delete, Close (or Reopen), and Move up / Move down where the list offers them. Off for an
 * account whose record has not reached this device yet: there is nothing to edit until it does.
 */
export function AccountRowActions({
  summary,
  place,
  onEdit,
  onDelete,
  onToggleClosed,
  onMove,
}: { summary: AccountSummary; place?: RowPlace } & AccountHandlers) {
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
      {onMove && place && !implicit && (
        <AccountMoveButtons name={account.name} {...place} onMove={(by) => onMove(summary, by)} />
      )}
    </RowActions>
  );
}
