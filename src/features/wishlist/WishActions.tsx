import type { WishRecord } from '../../domain/records';
import { formatMoney } from '../../ui/formatCents';
import { RowActions } from '../../ui/RowActions';
import { wishlistTexts } from './wishlistTexts';

export interface WishHandlers {
  onEdit: (wish: WishRecord) => void;
  onDelete: (wish: WishRecord) => void;
  onToggle: (wish: WishRecord) => void;
  /** The wish whose status is being saved; its button waits so a double click cannot undo it. */
  busyId: string | null;
}

type WishRowProps = { wish: WishRecord } & WishHandlers;

/** 'Mark as Completed', or 'Completed', which marks the wish pending again. */
export function WishStatusButton({ wish, onToggle, busyId }: WishRowProps) {
  return (
    <button
      type="button"
      className={wish.status ? 'button wish-status wish-status--done' : 'button button--secondary wish-status'}
      disabled={busyId === wish.id}
      onClick={() => onToggle(wish)}
    >
      {wish.status ? wishlistTexts.completed : wishlistTexts.markCompleted}
      <span className="visually-hidden">
        {' '}
        {wishName(wish)}
        {wish.status && ' (select to mark as pending)'}
      </span>
    </button>
  );
}

/** 'wish Stand mixer, 899.99 EUR, 2026': which row a button acts on, for a screen reader. */
export function wishName(wish: WishRecord): string {
  return `wish ${wish.wish_details || wishlistTexts.noDetails}, ${formatMoney(wish.price_cents, wish.currency)}, ${wish.year}`;
}

/** Edit and Delete, both off once a wish is completed (its purchase is a real transaction). */
export function WishActions({ wish, onEdit, onDelete }: WishRowProps) {
  return (
    <RowActions
      name={wishName(wish)}
      disabled={wish.status}
      onEdit={() => onEdit(wish)}
      onDelete={() => onDelete(wish)}
    />
  );
}
