import type { Cents } from './money';
import { partsOf, partsText, readParts, type SplitPart } from './splits';
import { normaliseTags, tagKey, tagsOf, tagsText } from './tags';

/**
 * Tags per part (issue 45, item 3): a split's part may carry tags of its own, beside the
 * transaction's, inside the `parts` text (src/domain/splits.ts), so no new field, column or merge
 * rule is needed. A transaction's tag covers its whole amount; a tag only parts carry covers those
 * parts' amounts. The search row's tags are the union of both (src/db/searchRows.ts), so the tag
 * filter and the tags list find a transaction by a part's tag with the index they already have.
 */

interface Taggable {
  amount_cents: Cents;
  category: string;
  tags?: string;
  parts?: string;
}

const partsWithTags = (record: Taggable) =>
  record.parts === undefined ? [] : (partsOf(record) as SplitPart[]).filter((part) => part.tags !== undefined);

/** Every tag of a transaction and of its parts, each once (the transaction's spelling first). */
export function allTagsOf(record: Taggable): string[] {
  const own = tagsOf(record);
  const parts = partsWithTags(record);
  if (parts.length === 0) return own;
  return normaliseTags([...own, ...parts.flatMap((part) => part.tags!)]);
}

/**
 * What each of a transaction's tags counts in the tag report: the whole amount for its own tags,
 * the sum of the parts carrying it for a tag only parts carry. A tag on both counts once, whole.
 */
export function tagAmountsOf(record: Taggable): { tag: string; cents: Cents }[] {
  const own = new Set(tagsOf(record).map(tagKey));
  const parts = partsWithTags(record);
  return allTagsOf(record).map((tag) => {
    const key = tagKey(tag);
    if (own.has(key)) return { tag, cents: record.amount_cents };
    const carrying = parts.filter((part) => part.tags!.some((held) => tagKey(held) === key));
    return { tag, cents: carrying.reduce((sum, part) => sum + part.amount_cents, 0) as Cents };
  });
}

/**
 * The amounts of the tags only parts carry, for the search row (what the tag report adds for them
 * instead of the whole amount); undefined when there are none.
 */
export function partTagCentsOf(record: Taggable): Record<string, Cents> | undefined {
  if (partsWithTags(record).length === 0) return undefined;
  const partial = tagAmountsOf(record).filter(({ cents }) => cents !== record.amount_cents);
  return partial.length === 0 ? undefined : Object.fromEntries(partial.map(({ tag, cents }) => [tag, cents]));
}

const moved = (tags: readonly string[], from: string, to: string) => [to, ...tags.filter((tag) => tag !== from)];

/**
 * The record with the tag `from` renamed or merged into `to` (`to` first, so its spelling is kept),
 * in its own tags and in each part's that carries it; the fields it does not hold stay as they are.
 */
export function withTagMoved<R extends Taggable>(record: R, from: string, to: string): R {
  const own = tagsOf(record);
  const parts = record.parts === undefined ? undefined : readParts(record.parts);
  return {
    ...record,
    ...(own.includes(from) && { tags: tagsText(moved(own, from, to)) }),
    ...(parts?.some((part) => part.tags?.includes(from)) && {
      parts: partsText(
        parts.map((part) => (part.tags?.includes(from) ? { ...part, tags: moved(part.tags, from, to) } : part)),
      ),
    }),
  };
}
