import { withTagMoved } from '../../domain/partTags';
import { cleanTag, maxTagLength, tagKey } from '../../domain/tags';
import type { MoneyKitchenDb } from '../database';
import { tagOptions, transactionIdsOfTag } from '../queries/tags';
import { CommandRefused } from './CommandRefused';
import { editInChunks, inOneMove, renameAndMerge } from './nameMoves';

/**
 * Renaming a tag rewrites every transaction holding it, in one local transaction, each travelling
 * as an ordinary patch of its `tags` (docs/sync-protocol.md, "Tags"): a new spelling of the same tag
 * ("trip" to "Trip") is a rename, a name another tag has is refused (that is a merge). A merge moves
 * them into another tag; a transaction holding both keeps it once.
 */
export const {
  texts: tagCommandTexts,
  rename: renameTag,
  merge: mergeTag,
} = renameAndMerge('tag', { clean: cleanTag, maxLength: maxTagLength }, moveTag);

function moveTag(db: MoneyKitchenDb, from: string, to: string, mode: 'rename' | 'merge') {
  return inOneMove(db, async (at) => {
    const [ids, tags] = await Promise.all([transactionIdsOfTag(db, from), tagOptions(db)]);
    if (ids.length === 0) throw new CommandRefused(tagCommandTexts.missingSource(from));
    const target = tags.find((tag) => tag !== from && (tag === to || tagKey(tag) === tagKey(to)));
    if (mode === 'rename' && target !== undefined) throw new CommandRefused(tagCommandTexts.exists(target));
    if (mode === 'merge' && !tags.includes(to)) throw new CommandRefused(tagCommandTexts.missingTarget(to));
    // `to` first, so its spelling is the one kept.
    // In the transaction's own tags and its parts' alike.
    const done = await editInChunks(db, ids, at, (record) => withTagMoved(record, from, to));
    return { done, total: ids.length };
  });
}
