import type { PushResult } from '../../src/domain/mutations';
import type { TransactionRecord } from '../../src/domain/records';
import { aTransaction, aWish, put, remove } from './records';

/** Text the server must refuse, in each place a pushed mutation carries text. */
export interface BadTextPlaces {
  category: string;
  wishDetails: string;
  putId: string;
  deleteId: string;
}

/**
 * Pushes six mutations: a good transaction, then four that each hold bad text in another place (a
 * transaction's category, a wish's details, a put's id, a delete's id), then `last`. The protocol
 * rejects a mutation alone and applies the rest (docs/sync-protocol.md, step 3): the answer's
 * statuses are compared by the caller, and the first record is returned to look for after a pull.
 */
export async function pushAroundBadText(
  push: (user: { access: string }, mutations: unknown[]) => Promise<Response>,
  user: { access: string },
  bad: BadTextPlaces,
  last: TransactionRecord = aTransaction(),
): Promise<{ status: number; results: PushResult[]; first: TransactionRecord }> {
  const first = aTransaction();
  const response = await push(user, [
    put(1, 'transaction', first),
    put(2, 'transaction', aTransaction({ category: bad.category })),
    put(3, 'wish', aWish({ wish_details: bad.wishDetails })),
    put(4, 'transaction', aTransaction({ id: bad.putId })),
    remove(5, 'transaction', bad.deleteId),
    put(6, 'transaction', last),
  ]);
  const { results } = (await response.json()) as { results: PushResult[] };
  return { status: response.status, results, first };
}

/** The statuses of that push: only the first and the last mutation applied. */
export const onlyFirstAndLastApplied = ['applied', 'rejected', 'rejected', 'rejected', 'rejected', 'applied'];
