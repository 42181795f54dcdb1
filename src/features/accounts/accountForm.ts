import { checkAmountText } from '../../domain/amountInput';
import { isLiability, type AccountType } from '../../domain/accountTypes';
import { isCurrencyCode } from '../../domain/currencies';
import { isIsoDate, type IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { NumberMarks } from '../../domain/numberMarks';
import { maxTextLength, type AccountRecord } from '../../domain/records';
import { amountFieldText } from '../../ui/formatCents';
import { personNumberMarks } from '../../ui/personLocale';
import type { FormCheck } from '../../ui/useRecordForm';
import { accountTexts } from './accountTexts';
import type { AccountInput } from './ledgerSource';

/** What the account modal's fields hold, as typed. */
export interface AccountFormValues {
  name: string;
  type: AccountType;
  currency: string;
  /** For a card or a loan: what is owed, as a positive amount (stored negative). */
  opening: string;
  openingDate: string;
  lastFour: string;
  note: string;
}

export type AccountField = Exclude<keyof AccountFormValues, 'type'>;

/** The record's limit on a name (records.ts). */
const maxNameLength = 100;

export function blankAccountForm(currency: string): AccountFormValues {
  return { name: '', type: 'current', currency, opening: '', openingDate: '', lastFour: '', note: '' };
}

/** The fields of an account being edited; a debt shows as the positive amount owed. */
export function accountFormOf(account: AccountRecord): AccountFormValues {
  const shown = isLiability(account.account_type) ? -account.opening_cents : account.opening_cents;
  return {
    name: account.name,
    type: account.account_type,
    currency: account.currency,
    opening: shown === 0 ? '' : amountFieldText(shown, account.currency),
    openingDate: account.opening_date,
    lastFour: account.last_four,
    note: account.note,
  };
}

/** The form as the command's input, or the first problem and its field. Empty balance: 0; empty date: today. */
export function checkAccountForm(
  values: AccountFormValues,
  today: IsoDate,
  marks: NumberMarks = personNumberMarks(),
): FormCheck<AccountInput, AccountField> {
  const name = values.name.trim();
  if (!name) return { error: accountTexts.nameRequired, field: 'name' };
  if (name.length > maxNameLength) return { error: accountTexts.nameTooLong, field: 'name' };
  if (!isCurrencyCode(values.currency)) return { error: 'Choose a currency from the list.', field: 'currency' };
  const liability = isLiability(values.type);
  const openingText = values.opening.trim();
  let opening = 0 as Cents;
  if (openingText) {
    const label = liability ? accountTexts.amountOwed : accountTexts.openingBalance;
    const checked = checkAmountText(openingText, { label, minCents: 0, marks });
    if ('error' in checked) return { error: checked.error, field: 'opening' };
    opening = checked.cents;
  }
  const openingDate = values.openingDate.trim() || today;
  if (!isIsoDate(openingDate)) {
    return { error: 'Date must be a real date in the form yyyy-mm-dd.', field: 'openingDate' };
  }
  const lastFour = values.lastFour.trim();
  if (!/^(\d{4})?$/.test(lastFour)) return { error: accountTexts.lastFourWrong, field: 'lastFour' };
  const note = values.note.trim();
  if (note.length > maxTextLength) {
    return { error: `The note must be at most ${maxTextLength} characters.`, field: 'note' };
  }
  return {
    input: {
      name,
      account_type: values.type,
      currency: values.currency,
      // Issue 44 item 1: what a card or a loan owes counts negative.
      opening_cents: (liability && opening !== 0 ? -opening : opening) as Cents,
      opening_date: openingDate,
      note,
      last_four: lastFour,
    },
  };
}
