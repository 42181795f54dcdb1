import { isCurrencyCode } from '../../domain/currencies';
import { isIsoDate, type IsoDate } from '../../domain/dates';
import { checkAmountText } from '../../domain/amountInput';
import type { NumberMarks } from '../../domain/numberMarks';
import { personNumberMarks } from '../../ui/personLocale';
import { amountFieldText } from '../../ui/formatCents';
import type { FormCheck } from '../../ui/useRecordForm';
import { maxTextLength, type TransactionKind, type TransactionRecord } from '../../domain/records';
import type { TransactionInput } from '../../db/commands/transactions';
import { accountIdOf } from '../../domain/ledgerAccounts';
import { cleanPayee, maxPayeeLength } from '../../domain/payees';
import { normaliseTags, tagListProblem, tagsOf, tagsText } from '../../domain/tags';
import { checkSplit, partValuesOf, type PartValues } from './splitForm';
import { transactionTexts } from './transactionTexts';

/** What the modal's fields hold, as typed. `currency` is '' until the person picks one. */
export interface TransactionFormValues {
  kind: TransactionKind;
  amount: string;
  currency: string;
  category: string;
  /** Who was paid or paid (issue 45); '' names none. */
  payee: string;
  /** The tags added (issue 45, item 3), and what is typed in the tags box and not added yet. */
  tags: string[];
  tagText: string;
  description: string;
  date: string;
  /** The account's id; '' while the person holds none (then it goes to its currency's account). */
  account: string;
  /** Paid in another currency than the account's: the amount in the account's, as typed. */
  accountAmount: string;
  /** A split's parts (issue 45, item 1); undefined while it is not split. */
  parts: PartValues[] | undefined;
}

export function blankForm(kind: TransactionKind): TransactionFormValues {
  return {
    kind,
    amount: '',
    currency: '',
    category: '',
    payee: '',
    tags: [],
    tagText: '',
    description: '',
    date: '',
    account: '',
    accountAmount: '',
    parts: undefined,
  };
}

export function formOf(record: TransactionRecord): TransactionFormValues {
  return {
    kind: record.trans_status,
    amount: amountFieldText(record.amount_cents, record.currency),
    currency: record.currency,
    category: record.category,
    payee: record.payee ?? '',
    tags: tagsOf(record),
    tagText: '',
    description: record.trans_details,
    date: record.date,
    account: accountIdOf(record),
    accountAmount: record.account_cents === undefined ? '' : amountFieldText(record.account_cents, ''),
    parts: partValuesOf(record),
  };
}

export type Checked = FormCheck<TransactionInput, keyof TransactionFormValues>;

/**
 * The form as a command's input, or the first problem in the spec's words (section 5). An empty
 * date means `today`.
 */
export function checkTransactionForm(
  values: TransactionFormValues,
  today: IsoDate,
  marks: NumberMarks = personNumberMarks(),
): Checked {
  const amountText = values.amount.trim();
  if (!amountText || !values.currency) {
    return { error: transactionTexts.required, field: amountText ? 'currency' : 'amount' };
  }
  const amount = checkAmountText(amountText, { label: 'Amount', minCents: 0, marks });
  if ('error' in amount) return { error: amount.error, field: 'amount' };
  const cents = amount.cents;
  if (!isCurrencyCode(values.currency)) return { error: 'Choose a currency from the list.', field: 'currency' };
  const date = values.date.trim() || today;
  if (!isIsoDate(date)) return { error: 'Date must be a real date in the form yyyy-mm-dd.', field: 'date' };
  const category = values.category.trim();
  const description = values.description.trim();
  if (category.length > maxTextLength || description.length > maxTextLength) {
    return {
      error: `Category and description must be at most ${maxTextLength} characters.`,
      field: category.length > maxTextLength ? 'category' : 'description',
    };
  }
  const checkedPayee = checkPayeeField(values.payee);
  if ('error' in checkedPayee) return { error: checkedPayee.error, field: 'payee' };
  const { payee } = checkedPayee;
  const checkedTags = checkTagsField(values.tags, values.tagText);
  if ('error' in checkedTags) return { error: checkedTags.error, field: 'tagText' };
  const { tags } = checkedTags;
  const split = values.parts ? checkSplit(values.parts, cents, marks) : undefined;
  if (split && 'error' in split) return { error: split.error, field: 'parts' };
  return {
    input: {
      amount_cents: cents,
      currency: values.currency,
      trans_status: values.kind,
      // A split's category is its first part's (src/domain/splits.ts).
      category: split ? split.fields.category : category,
      // Named even when not split, so an edit that unsplits takes the parts away.
      parts: split?.fields.parts,
      trans_details: description,
      date,
      // Named even when empty, so an edit that clears the payee (or the tags) takes it away (updateTransaction).
      payee,
      tags,
    },
  };
}

/**
 * The payee field (PayeeField) as a record stores it: cleaned, undefined when empty (so an edit that
 * empties it takes it away), or the problem with it. Shared by the transaction and scheduled forms.
 */
export function checkPayeeField(text: string): { payee: string | undefined } | { error: string } {
  const payee = cleanPayee(text);
  return payee !== undefined && payee.length > maxPayeeLength ? { error: transactionTexts.payeeTooLong } : { payee };
}

/**
 * The tags field (TagsField) as a record stores it: the added tags and what is still typed, as the
 * field's text, undefined when there are none, or the problem with them.
 */
export function checkTagsField(
  tags: readonly string[],
  typed: string,
): { tags: string | undefined } | { error: string } {
  const all = normaliseTags([...tags, ...typed.split(',')]);
  const problem = tagListProblem(all);
  return problem ? { error: problem } : { tags: tagsText(all) };
}
