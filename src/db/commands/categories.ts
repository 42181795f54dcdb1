import Dexie from 'dexie';
import { categoryStyleId, type CategoryColour } from '../../domain/categoryColours';
import type { CategoryStyleRecord, TransactionKind } from '../../domain/records';
import { maxTextLength } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { searchIndexState } from '../searchIndex';
import { CommandRefused } from './CommandRefused';
import type { CommandChange } from './editChanges';
import { checkedNewName, editInChunks, inOneMove, type MoveProgress } from './nameMoves';
import { runCommand, writeCommandChanges } from './runCommand';

export { moveChunkSize, type MoveProgress } from './nameMoves';

/** One category of one type: categories are per type (an income "Gifts" is not an expense "Gifts"). */
export interface CategoryRef {
  kind: TransactionKind;
  category: string;
}

export const categoryTexts = {
  emptyName: 'Enter the new name of the category.',
  sameName: 'The new name is the same as the old one.',
  tooLong: `A category name must be at most ${maxTextLength} characters.`,
  exists: (name: string) => `"${name}" already exists: merge into it instead.`,
  missingTarget: (name: string) => `There is no category "${name}" of this type to merge into.`,
  missingSource: (name: string) => `There is no category "${name}" of this type any more.`,
};

const categoryName = {
  clean: (text: string) => text.trim() || undefined,
  maxLength: maxTextLength,
  texts: categoryTexts,
};

/** Whether any transaction or scheduled item of the type uses the name (counts, not scans). */
async function inUse(db: MoneyKitchenDb, { kind, category }: CategoryRef): Promise<boolean> {
  if (await db.categoryUse.get([kind, category])) return true;
  return (
    (await db.scheduled.filter((item) => item.scheduled_trans_status === kind && item.category === category).count()) >
    0
  );
}

/**
 * Renames a category of one type: every transaction and scheduled item of it, with their derived
 * rows (day sums, category use, search rows) and its colour, in one local transaction; each record
 * travels as an ordinary patch of its category (docs/sync-protocol.md, "Renaming and merging
 * categories"). Refused when the new name is already a category of that type: that is a merge.
 */
export async function renameCategory(
  db: MoneyKitchenDb,
  from: CategoryRef,
  newName: string,
  onProgress?: (progress: MoveProgress) => void,
): Promise<MoveProgress> {
  const to = checkedNewName(from.category, newName, categoryName);
  return moveCategory(db, from, to, 'rename', onProgress);
}

/** Moves every record of one category into another existing one of the same type, as a rename does. */
export async function mergeCategory(
  db: MoneyKitchenDb,
  from: CategoryRef,
  into: string,
  onProgress?: (progress: MoveProgress) => void,
): Promise<MoveProgress> {
  const to = checkedNewName(from.category, into, categoryName);
  return moveCategory(db, from, to, 'merge', onProgress);
}

function moveCategory(
  db: MoneyKitchenDb,
  from: CategoryRef,
  to: string,
  mode: 'rename' | 'merge',
  onProgress?: (progress: MoveProgress) => void,
): Promise<MoveProgress> {
  return inOneMove(db, async (at) => {
    const target = { kind: from.kind, category: to };
    const [sourceUsed, targetUsed] = await Promise.all([inUse(db, from), inUse(db, target)]);
    if (!sourceUsed) throw new CommandRefused(categoryTexts.missingSource(from.category));
    if (mode === 'rename' && targetUsed) throw new CommandRefused(categoryTexts.exists(to));
    if (mode === 'merge' && !targetUsed) throw new CommandRefused(categoryTexts.missingTarget(to));

    const [ids, use, scheduled] = await Promise.all([
      transactionIdsOf(db, from),
      db.categoryUse.get([from.kind, from.category]),
      db.scheduled
        .filter((item) => item.scheduled_trans_status === from.kind && item.category === from.category)
        .toArray(),
    ]);
    // The ids may hold the other type's records of the same name: the count of this type is derived.
    const total = (use?.count ?? 0) + scheduled.length;
    onProgress?.({ done: 0, total });

    const first: CommandChange[] = [
      ...scheduled.map((item): CommandChange => ({
        kind: 'scheduled',
        op: 'edit',
        id: item.id,
        base: item,
        record: { ...item, category: to },
      })),
      ...(await styleChanges(db, from, to)),
    ];
    await writeCommandChanges(db, first, at);
    const progressAfter = (rewritten: number) => ({ done: scheduled.length + rewritten, total });
    const rewritten = await editInChunks(
      db,
      ids,
      at,
      (record) =>
        record.trans_status === from.kind && record.category === from.category
          ? { ...record, category: to }
          : undefined,
      (done) => onProgress?.(progressAfter(done)),
    );
    return progressAfter(rewritten);
  });
}

/**
 * The ids of the category's transactions (of either type: the caller keeps its own), read from the
 * search rows' category index when those are complete, else from the records themselves (a device
 * still building its index after a first sync: slower, never wrong).
 */
async function transactionIdsOf(db: MoneyKitchenDb, { kind, category }: CategoryRef): Promise<string[]> {
  if ((await searchIndexState(db)) === 'ready') {
    const keys = await db.searchRows
      .where('[category+date]')
      .between([category, Dexie.minKey], [category, Dexie.maxKey], true, true)
      .primaryKeys();
    return keys.map(([, id]) => id);
  }
  return (await db.transactions
    .filter((record) => record.trans_status === kind && record.category === category)
    .primaryKeys()) as string[];
}

/**
 * The colour goes with the records: a renamed category keeps its colour; a merged one's colour is
 * kept only when the category it joins has none.
 */
async function styleChanges(db: MoneyKitchenDb, from: CategoryRef, to: string): Promise<CommandChange[]> {
  const fromId = categoryStyleId(from.kind, from.category);
  const toId = categoryStyleId(from.kind, to);
  const [source, target] = await db.categoryStyles.bulkGet([fromId, toId]);
  if (!source) return [];
  const changes: CommandChange[] = [{ kind: 'category_style', op: 'delete', id: fromId }];
  if (!target) {
    const record: CategoryStyleRecord = { id: toId, trans_status: from.kind, category: to, colour: source.colour };
    changes.push({ kind: 'category_style', op: 'put', id: toId, record });
  }
  return changes;
}

/** Gives a category its chart colour, or takes it away (`null`: the chart's own colour again). */
export async function setCategoryColour(
  db: MoneyKitchenDb,
  { kind, category }: CategoryRef,
  colour: CategoryColour | null,
): Promise<void> {
  const id = categoryStyleId(kind, category);
  const current = await db.categoryStyles.get(id);
  if (colour === null) {
    if (current) await runCommand(db, [{ kind: 'category_style', op: 'delete', id }]);
    return;
  }
  const record: CategoryStyleRecord = { id, trans_status: kind, category, colour };
  await runCommand(db, [{ kind: 'category_style', op: 'edit', id, ...(current ? { base: current } : {}), record }]);
}
