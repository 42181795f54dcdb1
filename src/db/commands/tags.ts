import type { TransactionRecord } from '../../domain/records';
import { cleanTag, maxTagLength, tagKey, tagsOf, tagsText } from '../../domain/tags';
import { textProblem } from '../../domain/text';
import type { MoneyKitchenDb } from '../database';
import { writeTables } from '../localRecords';
import { tagOptions, transactionIdsOfTag } from '../queries/tags';
import { moveChunkSize, type MoveProgress } from './categories';
import { CommandRefused } from './CommandRefused';
import type { CommandChange } from './editChanges';
import { commandMeasureName, writeCommandChanges } from './runCommand';

export const tagCommandTexts = {
  emptyName: 'Enter the new name of the tag.',
  sameName: 'The new name is the same as the old one.',
  tooLong: `A tag must be at most ${maxTagLength} characters.`,
  exists: (name: string) => `"${name}" already exists: merge into it instead.`,
  missingTarget: (name: string) => `There is no tag "${name}" to merge into.`,
  missingSource: (name: string) => `There is no tag "${name}" any more.`,
};

/** The new name as it is stored, or why it cannot be one. */
function checkedName(from: string, to: string): string {
  const name = cleanTag(to);
  if (name === undefined) throw new CommandRefused(tagCommandTexts.emptyName);
  if (name === from) throw new CommandRefused(tagCommandTexts.sameName);
  if (name.length > maxTagLength) throw new CommandRefused(tagCommandTexts.tooLong);
  const problem = textProblem(name);
  if (problem) throw new CommandRefused(problem);
  return name;
}

/**
 * Renames a tag on every transaction holding it, in one local transaction, each travelling as an
 * ordinary patch of its `tags` (docs/sync-protocol.md, "Tags"). A new spelling of the same tag
 * ("trip" to "Trip") is a rename; a name another tag has already is refused: that is a merge.
 */
export async function renameTag(db: MoneyKitchenDb, from: string, newName: string): Promise<MoveProgress> {
  return moveTag(db, from, checkedName(from, newName), 'rename');
}

/** Moves every transaction of one tag to another existing one; one holding both keeps it once. */
export async function mergeTag(db: MoneyKitchenDb, from: string, into: string): Promise<MoveProgress> {
  return moveTag(db, from, checkedName(from, into), 'merge');
}

async function moveTag(db: MoneyKitchenDb, from: string, to: string, mode: 'rename' | 'merge') {
  const start = performance.now();
  const at = new Date().toISOString();
  const result = await db.transaction('rw', writeTables(db), async () => {
    const [ids, tags] = await Promise.all([transactionIdsOfTag(db, from), tagOptions(db)]);
    if (ids.length === 0) throw new CommandRefused(tagCommandTexts.missingSource(from));
    const target = tags.find((tag) => tag !== from && (tag === to || tagKey(tag) === tagKey(to)));
    if (mode === 'rename' && target !== undefined) throw new CommandRefused(tagCommandTexts.exists(target));
    if (mode === 'merge' && !tags.includes(to)) throw new CommandRefused(tagCommandTexts.missingTarget(to));

    const progress = { done: 0, total: ids.length };
    for (let offset = 0; offset < ids.length; offset += moveChunkSize) {
      const chunk = await db.transactions.bulkGet(ids.slice(offset, offset + moveChunkSize));
      const tagged = chunk.filter((record): record is TransactionRecord => record !== undefined);
      await writeCommandChanges(db, tagged.map(retagged(from, to)), at);
      progress.done += tagged.length;
    }
    return progress;
  });
  performance.clearMeasures(commandMeasureName);
  performance.measure(commandMeasureName, { start });
  return result;
}

/** The edit giving a transaction `to` where it held `from`; `to` first, so its spelling is the one kept. */
const retagged =
  (from: string, to: string) =>
  (record: TransactionRecord): CommandChange => ({
    kind: 'transaction',
    op: 'edit',
    id: record.id,
    base: record,
    record: { ...record, tags: tagsText([to, ...tagsOf(record).filter((tag) => tag !== from)])! },
  });
