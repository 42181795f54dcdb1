import * as v from 'valibot';
import { textProblem } from './text';

/**
 * Tags (issue 45, item 3): any number of short labels on a transaction ("trip", "work"), across its
 * categories, so a trip's food, transport and lodging can be found and totalled together.
 *
 * A record holds them in one field, `tags`, as the JSON text of a list in canonical order: each tag
 * cleaned, no two equal but for case, sorted by their lower-case form. One text value keeps the
 * field-level merge (merge.ts) and the server's column as they are for every other field: an edit
 * of the tags is one field change, and two devices making the same change make the same text.
 */

export const maxTagLength = 40;
export const maxTagsPerTransaction = 20;

export const tagTexts = {
  notText: 'Tags must be text',
  notList: 'Tags must be a list of texts',
  empty: 'Tags must name at least one tag (leave them out instead)',
  tooMany: `At most ${maxTagsPerTransaction} tags on one transaction`,
  tagEmpty: 'A tag must not be empty',
  tagComma: 'A tag must not contain a comma',
  tagSpaces: 'A tag must not begin or end with a space, nor hold a run of spaces',
  tagTooLong: `A tag must be at most ${maxTagLength} characters`,
  notCanonical: 'Tags must be unique (case aside) and sorted by their lower-case form',
};

/** The key two spellings of one tag share ("Trip" and "trip"): locale-free, so every device agrees. */
export const tagKey = (tag: string) => tag.toLowerCase();

/** A typed tag as it is stored: white space made single spaces and trimmed, commas dropped; undefined when nothing is left. */
export function cleanTag(text: string): string | undefined {
  const cleaned = text.replace(/,/gu, ' ').replace(/\s+/gu, ' ').trim();
  return cleaned === '' ? undefined : cleaned;
}

const byKey = (a: string, b: string) => {
  const [ka, kb] = [tagKey(a), tagKey(b)];
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};

/** Tags cleaned, the first spelling of each kept, in canonical order. */
export function normaliseTags(tags: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const typed of tags) {
    const tag = cleanTag(typed);
    if (tag !== undefined && !kept.has(tagKey(tag))) kept.set(tagKey(tag), tag);
  }
  return [...kept.values()].sort(byKey);
}

/** The field's value for these tags, or undefined (the field left out) when there are none. */
export function tagsText(tags: readonly string[]): string | undefined {
  const normal = normaliseTags(tags);
  return normal.length === 0 ? undefined : JSON.stringify(normal);
}

/** The tags a record holds; none when it has no field (or, never stored by the schemas, an unreadable one). */
export function tagsOf(record: { tags?: string | undefined }): string[] {
  if (record.tags === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(record.tags);
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/** What is wrong with one tag as stored, or undefined. */
export function tagProblem(tag: string): string | undefined {
  if (tag === '') return tagTexts.tagEmpty;
  if (tag.includes(',')) return tagTexts.tagComma;
  if (tag !== tag.replace(/\s+/gu, ' ').trim()) return tagTexts.tagSpaces;
  if (tag.length > maxTagLength) return tagTexts.tagTooLong;
  return textProblem(tag);
}

/** What is wrong with a list of tags as a REST body or a stored field holds it, or undefined. */
export function tagListProblem(tags: readonly unknown[]): string | undefined {
  if (tags.length > maxTagsPerTransaction) return tagTexts.tooMany;
  for (const tag of tags) {
    if (typeof tag !== 'string') return tagTexts.notList;
    const problem = tagProblem(tag);
    if (problem) return `${problem}: ${JSON.stringify(tag.slice(0, maxTagLength + 10))}`;
  }
  return undefined;
}

function storedTagsProblem(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return tagTexts.notList;
  }
  if (!Array.isArray(parsed)) return tagTexts.notList;
  if (parsed.length === 0) return tagTexts.empty;
  const problem = tagListProblem(parsed);
  if (problem) return problem;
  return JSON.stringify(normaliseTags(parsed as string[])) === text ? undefined : tagTexts.notCanonical;
}

/** The stored field's rule, shared by the device and the server: the canonical text of a list of clean tags. */
export const tagsSchema = v.pipe(
  v.string(tagTexts.notText),
  v.check<string, (issue: v.CheckIssue<string>) => string>(
    (text) => storedTagsProblem(text) === undefined,
    (issue) => storedTagsProblem(issue.input) ?? tagTexts.notList,
  ),
);

/**
 * A REST body's `tags`: a list of texts, cleaned and put in order as the app stores them, as the
 * field's text; an empty list or null clears them, absent keeps them.
 */
export const tagsBodySchema = v.optional(
  v.nullable(
    v.pipe(
      v.array(v.string(tagTexts.notList), tagTexts.notList),
      v.transform((tags) => tags.map((tag) => cleanTag(tag) ?? '').filter((tag) => tag !== '')),
      v.check<string[], (issue: v.CheckIssue<string[]>) => string>(
        (tags) => tagListProblem(tags) === undefined,
        (issue) => tagListProblem(issue.input) ?? tagTexts.notList,
      ),
      v.transform((tags) => tagsText(tags) ?? null),
    ),
  ),
);

/** How tags sort in lists and suggestions: the person's alphabet, case and accents aside. */
export const tagCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
