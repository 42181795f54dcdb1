import Dexie from 'dexie';
import { CategoryModel, type CategoryGuess, type CategorySubject } from '../domain/categoryModel';
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
  /** Big commits still being learned, in order, and how many. */
  learning: Promise<void>;
  queued: number;
}

const learnedOf = new WeakMap<object, Learned>();

/** The model of this database's transactions, built on first use in short tasks. */
export function categoryModelOf(db: MoneyKitchenDb): Promise<CategoryModel> {
  const known = learnedOf.get(db);
  if (known) return known.built;
  const model = new CategoryModel();
  const learned: Learned = {
    model,
    built: Promise.resolve(model),
    readUpTo: undefined,
    building: true,
    learning: Promise.resolve(),
    queued: 0,
  };
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
 * Changes learned per task: forgetting and learning one costs some microseconds, so a big commit
 * (a category merged across ten thousand rows) is learned in pieces rather than in one long task.
 */
const changesPerTurn = 1000;

/**
 * Retrains on committed changes: the earlier version is forgotten and the new one learned, in commit
 * order. While the model is being built, a record not read yet is left to the build, which will
 * read it as it is now; which those are is decided as the commit is told, not when it is learned.
 */
export function learnChanges(db: object, changes: readonly Change[]): void {
  const learned = learnedOf.get(db);
  if (!learned) return;
  const due = learned.building
    ? changes.filter(([before, after]) => {
        const id = (after ?? before)?.id;
        return id !== undefined && learned.readUpTo !== undefined && id <= learned.readUpTo;
      })
    : changes;
  if (due.length === 0) return;
  // A small commit with nothing queued before it is learned at once: the next suggestion knows it.
  if (learned.queued === 0 && due.length <= changesPerTurn) return applyChanges(learned.model, due);
  learned.queued += 1;
  learned.learning = learned.learning.then(async () => {
    for (let start = 0; start < due.length; start += changesPerTurn) {
      await afterQueuedWork();
      applyChanges(learned.model, due.slice(start, start + changesPerTurn));
    }
    learned.queued -= 1;
  });
}

/** User Timing measures of the model's own work, as the bench reads them (BENCHMARKS.md, rules phase). */
export const learnMeasureName = 'money-kitchen:learn';
export const suggestMeasureName = 'money-kitchen:suggest';

/** The model's guess for an entry being typed, timed as `suggestMeasureName`. */
export function suggestCategory(model: CategoryModel, subject: CategorySubject): CategoryGuess | undefined {
  const start = performance.now();
  const guess = model.predict(subject);
  performance.measure(suggestMeasureName, { start });
  return guess;
}

function applyChanges(model: CategoryModel, changes: readonly Change[]) {
  const start = performance.now();
  for (const [before, after] of changes) {
    if (before) model.remove(before);
    if (after) model.add(after);
  }
  performance.measure(learnMeasureName, { start });
}

/** Hands the changes over once the write transaction running now has committed; an aborted one taught nothing. */
export function learnOnCommit(db: object, changes: readonly Change[]): void {
  if (changes.length === 0 || !learnedOf.has(db)) return;
  const transaction = Dexie.currentTransaction;
  if (transaction) transaction.on('complete', () => learnChanges(db, changes));
  else learnChanges(db, changes);
}
