import Dexie from 'dexie';
import { CategoryModel } from '../domain/categoryModel';
import type { TransactionRecord } from '../domain/records';
import { afterQueuedWork } from '../scheduling/queuedWork';
import type { MoneyKitchenDb } from './database';

/**
 * Where the learned suggestions' model lives (issue 48, item 2): in this page's memory, one per
 * database, built from the transactions the first time a suggestion is asked for and then kept up
 * to date by every committed write (DerivedChanges hands each transaction's before and after
 * versions over). Nothing is stored: it is a figure derived from the records, rebuilt per page.
 */

/** One read per task: a few hundred records' structured clones stay far under a 50 ms task. */
const recordsPerRead = 400;

type Change = readonly [before: TransactionRecord | undefined, after: TransactionRecord | undefined];

interface Learned {
  model: CategoryModel;
  built: Promise<CategoryModel>;
  /** The highest id read while the model is being built; undefined once every record was read. */
  readUpTo: string | undefined;
  building: boolean;
}

const learnedOf = new WeakMap<object, Learned>();

/** The model of this database's transactions, built on first use in short tasks. */
export function categoryModelOf(db: MoneyKitchenDb): Promise<CategoryModel> {
  const known = learnedOf.get(db);
  if (known) return known.built;
  const model = new CategoryModel();
  const learned: Learned = { model, built: Promise.resolve(model), readUpTo: undefined, building: true };
  learned.built = build(db, learned).catch((caught: unknown) => {
    // A read that failed (a closed database) is tried again on the next use.
    learnedOf.delete(db);
    throw caught;
  });
  learnedOf.set(db, learned);
  return learned.built;
}

async function build(db: MoneyKitchenDb, learned: Learned): Promise<CategoryModel> {
  for (;;) {
    const after = learned.readUpTo;
    const chunk = await (
      after === undefined ? db.transactions.orderBy(':id') : db.transactions.where(':id').above(after)
    )
      .limit(recordsPerRead)
      .toArray();
    for (const record of chunk) learned.model.add(record);
    const last = chunk[chunk.length - 1];
    if (chunk.length < recordsPerRead || !last) break;
    learned.readUpTo = last.id;
    await afterQueuedWork();
  }
  learned.building = false;
  learned.readUpTo = undefined;
  return learned.model;
}

/**
 * Retrains on committed changes: the earlier version is forgotten and the new one learned. While the
 * model is being built, a record not read yet is left to the build, which will read it as it is now.
 */
export function learnChanges(db: object, changes: readonly Change[]): void {
  const learned = learnedOf.get(db);
  if (!learned || changes.length === 0) return;
  for (const [before, after] of changes) {
    const id = (after ?? before)?.id;
    if (learned.building && (id === undefined || learned.readUpTo === undefined || id > learned.readUpTo)) continue;
    if (before) learned.model.remove(before);
    if (after) learned.model.add(after);
  }
}

/** Hands the changes over once the write transaction running now has committed; an aborted one taught nothing. */
export function learnOnCommit(db: object, changes: readonly Change[]): void {
  if (changes.length === 0 || !learnedOf.has(db)) return;
  const transaction = Dexie.currentTransaction;
  if (transaction) transaction.on('complete', () => learnChanges(db, changes));
  else learnChanges(db, changes);
}
