import type { IsoDate } from '../../domain/dates';
import type { WishRecord } from '../../domain/records';
import { completedWishText, wishCompletionChanges } from '../../domain/wishes';
import type { MoneyKitchenDb } from '../database';
import { newRecordId } from '../ids';
import { CommandRefused } from './CommandRefused';
import { putNewRecord, saveEdit } from './recordWrites';
import { runCommand } from './runCommand';
import { refuseAccountOfOtherCurrency, withoutAbsentFields } from './transactionAccount';

/** What a person enters for a wish (the add/edit modal); the rest is filled in here. */
export type WishInput = Pick<WishRecord, 'price_cents' | 'currency' | 'year' | 'wish_details' | 'link' | 'account_id'>;

export async function addWish(db: MoneyKitchenDb, input: WishInput, now: Date): Promise<WishRecord> {
  await refuseAccountOfOtherCurrency(db, input.account_id, input.currency);
  return putNewRecord(
    db,
    'wish',
    withoutAbsentFields({ ...input, id: newRecordId(), status: false, created_at: now.toISOString() }),
  );
}

/** Keeps what the person cannot edit (creation time, completed flag). */
export async function updateWish(db: MoneyKitchenDb, current: WishRecord, input: WishInput): Promise<WishRecord> {
  if (current.status) throw new CommandRefused(completedWishText);
  const next = withoutAbsentFields({ ...current, ...input });
  await refuseAccountOfOtherCurrency(db, next.account_id, next.currency);
  return saveEdit(db, 'wish', current, next);
}

export async function deleteWish(db: MoneyKitchenDb, current: WishRecord): Promise<void> {
  if (current.status) throw new CommandRefused(completedWishText);
  await runCommand(db, [{ kind: 'wish', op: 'delete', id: current.id }]);
}

/**
 * Completing a wish records its purchase: a withdraw dated `today` in the category 'Wishes', linked
 * to the wish. Marking it pending again deletes that purchase. The wish and its purchase change in
 * one command, so the balance never shows one without the other. Asking for the state the wish is
 * already in writes nothing (completing twice must not move the purchase to a later date).
 */
export async function setWishCompleted(
  db: MoneyKitchenDb,
  wish: WishRecord,
  completed: boolean,
  now: Date,
  today: IsoDate,
): Promise<WishRecord> {
  if (wish.status === completed) return wish;
  // The wish's status travels as a field edit; its purchase is made or deleted whole.
  const changes = wishCompletionChanges(wish, completed, now, today).map((change) =>
    change.kind === 'wish' && change.op === 'put'
      ? { kind: 'wish' as const, op: 'edit' as const, id: change.id, base: wish, record: change.record }
      : change,
  );
  await runCommand(db, changes);
  return { ...wish, status: completed };
}
