import * as v from 'valibot';
import { isoDateSchema, type IsoDate } from '../../domain/dates';
import { cleanPayee, maxPayeeLength } from '../../domain/payees';
import { maxTextLength, type TransactionRecord } from '../../domain/records';
import { partsText, readParts } from '../../domain/splits';
import { cleanTag, maxTagsPerTransaction, tagProblem, tagsOf, tagsText } from '../../domain/tags';
import { textProblem } from '../../domain/text';
import { CommandRefused } from './CommandRefused';

/**
 * One new value for every selected transaction (issue 46, item 6): a category or payee (empty:
 * none), a date, or a tag added to those each already holds.
 */
export type BulkFields = { category: string } | { date: IsoDate } | { payee: string } | { addTag: string };

export const bulkFieldTexts = {
  badDate: 'Enter a real date in the form yyyy-mm-dd.',
  categoryTooLong: `A category name must be at most ${maxTextLength} characters.`,
  payeeTooLong: `A payee must be at most ${maxPayeeLength} characters.`,
  noTag: 'Enter the tag to add.',
  tooManyTags: `A transaction holds at most ${maxTagsPerTransaction} tags: nothing was changed.`,
} as const;

function refuseProblem(problem: string | undefined) {
  if (problem) throw new CommandRefused(problem);
}

/** The edit that gives one record the checked new value, refused before anything is written. */
export function bulkEditOf(fields: BulkFields): (record: TransactionRecord) => TransactionRecord {
  if ('date' in fields) {
    if (!v.is(isoDateSchema, fields.date)) throw new CommandRefused(bulkFieldTexts.badDate);
    return (record) => ({ ...record, date: fields.date });
  }
  if ('payee' in fields) {
    const payee = cleanPayee(fields.payee);
    if (payee && payee.length > maxPayeeLength) throw new CommandRefused(bulkFieldTexts.payeeTooLong);
    refuseProblem(payee && textProblem(payee));
    return ({ payee: _, ...record }) => (payee ? { ...record, payee } : record);
  }
  if ('addTag' in fields) {
    const tag = cleanTag(fields.addTag);
    if (tag === undefined) throw new CommandRefused(bulkFieldTexts.noTag);
    refuseProblem(tagProblem(tag));
    return (record) => {
      const tags = tagsText([...tagsOf(record), tag]);
      if (tagsOf({ tags }).length > maxTagsPerTransaction) throw new CommandRefused(bulkFieldTexts.tooManyTags);
      return { ...record, tags };
    };
  }
  const category = fields.category.trim();
  if (category.length > maxTextLength) throw new CommandRefused(bulkFieldTexts.categoryTooLong);
  refuseProblem(textProblem(category));
  return (record) => ({ ...record, category, ...partsIn(record, category) });
}

/**
 * A new category for a split goes to every part, as reports, budgets and the list count the parts:
 * the amounts and notes stay, so nothing is lost, and unsplitting stays the person's choice.
 */
function partsIn(record: TransactionRecord, category: string): Pick<TransactionRecord, 'parts'> | undefined {
  const parts = record.parts === undefined ? undefined : readParts(record.parts);
  return parts && { parts: partsText(parts.map((part) => ({ ...part, category }))) };
}
