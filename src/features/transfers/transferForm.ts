import { checkAmountText } from '../../domain/amountInput';
import type { NumberMarks } from '../../domain/numberMarks';
import { isCurrencyCode } from '../../domain/currencies';
import { isIsoDate, type IsoDate } from '../../domain/dates';
import { maxTextLength, type TransferRecord } from '../../domain/records';
import { transferAccountIds } from '../../domain/ledgerAccounts';
import { transferProblem, type TransferInput } from '../../domain/transfers';
import { amountFieldText } from '../../ui/formatCents';
import { personNumberMarks } from '../../ui/personLocale';
import type { FormCheck } from '../../ui/useRecordForm';
import { transferTexts } from './transferTexts';

/** What the modal's fields hold, as typed. */
export interface TransferFormValues {
  outAmount: string;
  outCurrency: string;
  inAmount: string;
  inCurrency: string;
  details: string;
  date: string;
  /** The accounts money leaves and arrives in; '' while the person holds none (then their currencies' accounts). */
  outAccount: string;
  inAccount: string;
}

export type TransferField = 'outAmount' | 'inAmount' | 'inCurrency' | 'outCurrency' | 'details' | 'date';

/** A new transfer starts out of the favourite currency; the other side waits for the person to pick. */
export function blankTransferForm(favorite: string): TransferFormValues {
  return {
    outAmount: '',
    outCurrency: favorite,
    inAmount: '',
    inCurrency: '',
    details: '',
    date: '',
    outAccount: '',
    inAccount: '',
  };
}

export function transferFormOf(record: TransferRecord): TransferFormValues {
  return {
    outAmount: amountFieldText(record.out_cents, record.out_currency),
    outCurrency: record.out_currency,
    inAmount: amountFieldText(record.in_cents, record.in_currency),
    inCurrency: record.in_currency,
    details: record.details,
    date: record.date,
    outAccount: transferAccountIds(record).out,
    inAccount: transferAccountIds(record).in,
  };
}

export type CheckedTransfer = FormCheck<TransferInput, TransferField>;

const domainField = { out: 'outAmount', in: 'inAmount', in_currency: 'inCurrency' } as const;

/** The form as the command's input, or the first problem and its field. An empty date means today. */
export function checkTransferForm(
  values: TransferFormValues,
  today: IsoDate,
  marks: NumberMarks = personNumberMarks(),
): CheckedTransfer {
  const outText = values.outAmount.trim();
  const inText = values.inAmount.trim();
  if (!outText || !inText) return { error: transferTexts.required, field: outText ? 'inAmount' : 'outAmount' };
  const out = checkAmountText(outText, { label: transferTexts.amountOut, minCents: 1, marks });
  if ('error' in out) return { error: out.error, field: 'outAmount' };
  const arrived = checkAmountText(inText, { label: transferTexts.amountIn, minCents: 1, marks });
  if ('error' in arrived) return { error: arrived.error, field: 'inAmount' };
  if (!isCurrencyCode(values.outCurrency))
    return { error: 'Choose the currency out from the list.', field: 'outCurrency' };
  if (!isCurrencyCode(values.inCurrency))
    return { error: 'Choose the currency in from the list.', field: 'inCurrency' };
  const date = values.date.trim() || today;
  if (!isIsoDate(date)) return { error: 'Date must be a real date in the form yyyy-mm-dd.', field: 'date' };
  const details = values.details.trim();
  if (details.length > maxTextLength) {
    return { error: `The description must be at most ${maxTextLength} characters.`, field: 'details' };
  }
  const input: TransferInput = {
    out_cents: out.cents,
    out_currency: values.outCurrency,
    in_cents: arrived.cents,
    in_currency: values.inCurrency,
    date,
    details,
    ...(values.outAccount ? { out_account_id: values.outAccount } : {}),
    ...(values.inAccount ? { in_account_id: values.inAccount } : {}),
  };
  const problem = transferProblem(input);
  return problem ? { error: problem.error, field: domainField[problem.field] } : { input };
}
