import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import { numberMarksOf } from '../../domain/numberMarks';
import { checkTransferForm, type TransferFormValues } from './transferForm';

const today = '2026-03-15' as IsoDate;
const transfer = (outAmount: string, inAmount: string): TransferFormValues => ({
  outAmount,
  outCurrency: 'EUR',
  inAmount,
  inCurrency: 'CHF',
  details: '',
  date: '',
  outAccount: '',
  inAccount: '',
});

describe('checkTransferForm: both amounts as the person’s locale writes them (issue 46, item 1)', () => {
  it('reads a decimal comma on either side', () => {
    const checked = checkTransferForm(transfer('100,00', '94,50'), today, numberMarksOf('de-DE'));
    expect([checked.input?.out_cents, checked.input?.in_cents]).toEqual([10000, 9450]);
  });

  it('refuses an amount in that reads two ways, naming that field', () => {
    expect(checkTransferForm(transfer('1’000.00', '1,234'), today, numberMarksOf('de-CH'))).toEqual({
      error:
        'Amount in “1,234” has three digits after “,”: choose the thousands under the field, or enter at most 2 decimals.',
      field: 'inAmount',
    });
  });
});
