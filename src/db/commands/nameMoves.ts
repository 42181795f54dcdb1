import type { TransactionRecord } from '../../domain/records';
import { textProblem } from '../../domain/text';
import type { MoneyKitchenDb } from '../database';
import { writeTables } from '../localRecords';
import { CommandRefused } from './CommandRefused';
import type { CommandChange } from './editChanges';
import { commandMeasureName, writeCommandChanges } from './runCommand';

/**
 * What renaming or merging a name that many records share (a category, a payee, a tag) has in
 * common: the check of the new name, the one local transaction the move runs in, and the records
 * rewritten a chunk at a time within it.
 */

/** How far a long move has come: records rewritten of those to rewrite. */
export interface MoveProgress {
  done: number;
  total: number;
}

/**
 * Records rewritten per step of a move. Each step reads and writes its chunk with a few bulk requests;
 * between steps the browser gets a turn to paint the progress (IndexedDB answers are tasks of their
 * own), while the transaction stays open, so the move is still all or nothing.
 */
export const moveChunkSize = 1000;

/** The refusals of a rename or merge. */
export interface NameMoveTexts {
  emptyName: string;
  sameName: string;
  tooLong: string;
  exists: (name: string) => string;
  missingTarget: (name: string) => string;
  missingSource: (name: string) => string;
}

/** A rename's or merge's refusals in the words of its noun ("payee", "tag"). */
export const nameMoveTexts = (noun: string, maxLength: number): NameMoveTexts => ({
  emptyName: `Enter the new name of the ${noun}.`,
  sameName: 'The new name is the same as the old one.',
  tooLong: `A ${noun} must be at most ${maxLength} characters.`,
  exists: (name) => `"${name}" already exists: merge into it instead.`,
  missingTarget: (name) => `There is no ${noun} "${name}" to merge into.`,
  missingSource: (name) => `There is no ${noun} "${name}" any more.`,
});

/** The new name as it is stored (`clean`: undefined when nothing is left), or why it cannot be one. */
export function checkedNewName(
  from: string,
  to: string,
  rule: { clean: (text: string) => string | undefined; maxLength: number; texts: NameMoveTexts },
): string {
  const name = rule.clean(to);
  if (name === undefined) throw new CommandRefused(rule.texts.emptyName);
  if (name === from) throw new CommandRefused(rule.texts.sameName);
  if (name.length > rule.maxLength) throw new CommandRefused(rule.texts.tooLong);
  const problem = textProblem(name);
  if (problem) throw new CommandRefused(problem);
  return name;
}

type NameRule = Parameters<typeof checkedNewName>[2];
type Move = (db: MoneyKitchenDb, from: string, to: string, mode: 'rename' | 'merge') => Promise<MoveProgress>;

/**
 * The two commands of a name: `rename` gives it a new name, refused when the new name is in use
 * (that is a merge); `merge` moves its records into a name in use. Both check the new name first.
 */
const nameMoveCommands = (rule: NameRule, move: Move) => ({
  // Async, so a refused name is a rejected promise as every other refusal is.
  rename: async (db: MoneyKitchenDb, from: string, newName: string) =>
    move(db, from, checkedNewName(from, newName, rule), 'rename'),
  merge: async (db: MoneyKitchenDb, from: string, into: string) =>
    move(db, from, checkedNewName(from, into, rule), 'merge'),
});

/** A name's rename and merge commands, as a page of names calls them. */
export type NameMoves = ReturnType<typeof nameMoveCommands>;

/**
 * The rename and merge of a name in the words of its noun ("payee", "tag"), with their refusals'
 * texts: `clean` is how a name is stored, `move` rewrites the records once the new name is checked.
 */
export function renameAndMerge(
  noun: string,
  name: Omit<NameRule, 'texts'>,
  move: Move,
): NameMoves & { texts: NameMoveTexts } {
  const texts = nameMoveTexts(noun, name.maxLength);
  return { texts, ...nameMoveCommands({ ...name, texts }, move) };
}

/**
 * Runs a move in one write transaction over every table a command writes, measured as a command
 * (its User Timing entry), with the time its changes are stamped with.
 */
export async function inOneMove<T>(db: MoneyKitchenDb, move: (at: string) => Promise<T>): Promise<T> {
  const start = performance.now();
  const at = new Date().toISOString();
  // An async scope: Dexie follows native awaits in the transaction only for those (runCommand.ts).
  const result = await db.transaction('rw', writeTables(db), async () => await move(at));
  performance.clearMeasures(commandMeasureName);
  performance.measure(commandMeasureName, { start });
  return result;
}

/**
 * Rewrites the transactions of `ids` a chunk at a time, inside the move's transaction: `edit` says
 * what becomes of each (undefined: it stays). Answers how many were rewritten, after each chunk too.
 */
export async function editInChunks(
  db: MoneyKitchenDb,
  ids: readonly string[],
  at: string,
  edit: (record: TransactionRecord) => TransactionRecord | undefined,
  onChunk: (rewritten: number) => void = () => {},
): Promise<number> {
  let rewritten = 0;
  for (let offset = 0; offset < ids.length; offset += moveChunkSize) {
    const chunk = await db.transactions.bulkGet(ids.slice(offset, offset + moveChunkSize));
    const changes = chunk.flatMap((record): CommandChange[] => {
      const next = record && edit(record);
      return next ? [{ kind: 'transaction', op: 'edit', id: next.id, base: record, record: next }] : [];
    });
    await writeCommandChanges(db, changes, at);
    rewritten += changes.length;
    onChunk(rewritten);
  }
  return rewritten;
}
