import type { IsoDate } from './dates';
import type { Change } from './mutations';
import type { TransactionRecord, WishRecord } from './records';

export const wishPurchaseCategory = 'Wishes';

/** The purchase a completed wish records; its id follows from the wish, so devices agree on it. */
export function wishPurchaseId(wishId: string): string {
  return `wish:${wishId}`;
}

/**
 * Completing a wish records a real withdraw dated today, category Wishes, linked to the wish;
 * marking it pending again deletes that withdraw (server-behaviour.md, "Wishlist"). Both sides
 * apply these changes together.
 */
export function wishCompletionChanges(wish: WishRecord, completed: boolean, now: Date, today: IsoDate): Change[] {
  const updated: WishRecord = { ...wish, status: completed };
  const purchaseId = wishPurchaseId(wish.id);
  const wishChange: Change = { kind: 'wish', op: 'put', id: wish.id, record: updated };
  if (!completed) return [wishChange, { kind: 'transaction', op: 'delete', id: purchaseId }];
  const purchase: TransactionRecord = {
    id: purchaseId,
    amount_cents: wish.price_cents,
    currency: wish.currency,
    trans_status: 'withdraw',
    category: wishPurchaseCategory,
    trans_details: wish.wish_details || 'Wish',
    date: today,
    created_at: now.toISOString(),
    scheduled_id: null,
    wish_id: wish.id,
    // Issue 44: paid from the wish's account (absent: its currency's account).
    ...(wish.account_id !== undefined ? { account_id: wish.account_id } : {}),
  };
  return [wishChange, { kind: 'transaction', op: 'put', id: purchaseId, record: purchase }];
}

/** Why a completed wish cannot change (both sides refuse with the same words). */
export const completedWishText = 'Completed wishes cannot be edited or deleted. Mark the wish as pending first.';
