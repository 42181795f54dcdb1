import { AccountPicker } from '../accounts/AccountPicker';
import type { AccountSummary } from '../accounts/ledgerSource';
import type { useAccountChoices } from '../accounts/useAccountChoices';
import { AmountField } from '../../ui/MoneyFields';
import type { useRecordForm } from '../../ui/useRecordForm';
import type { TransferField, TransferFormValues } from './transferForm';
import { transferTexts } from './transferTexts';
import '../../ui/field-grid.css';

type Choices = ReturnType<typeof useAccountChoices>;

/**
 * A transfer between accounts (issue 44 item 5): each side takes its account's currency, and money
 * arriving in the same currency is the amount that left, so only one amount is asked for then.
 */
export function withAccounts(values: TransferFormValues, accounts: Choices): TransferFormValues {
  const outAccount = values.outAccount || accounts.fallback;
  const inAccount =
    values.inAccount || accounts.choices.find((summary) => summary.account.id !== outAccount)?.account.id || '';
  const outCurrency = accounts.currencyOf(outAccount) ?? values.outCurrency;
  const inCurrency = accounts.currencyOf(inAccount) ?? values.inCurrency;
  return {
    ...values,
    outAccount,
    inAccount,
    outCurrency,
    inCurrency,
    inAmount: outCurrency === inCurrency ? values.outAmount : values.inAmount,
  };
}

type TransferForm = ReturnType<typeof useRecordForm<TransferFormValues, unknown, TransferField>>;

export function TransferAccountFields({ form, choices }: { form: TransferForm; choices: readonly AccountSummary[] }) {
  const { values, change } = form;
  const across = values.outCurrency !== values.inCurrency;
  return (
    <>
      <div className="field-grid">
        <AccountPicker
          id={`${form.id}-out-account`}
          label={transferTexts.fromAccount}
          value={values.outAccount}
          choices={choices}
          onChange={(outAccount) => change({ outAccount })}
        />
        <AccountPicker
          id={`${form.id}-in-account`}
          label={transferTexts.toAccount}
          value={values.inAccount}
          choices={choices}
          onChange={(inAccount) => change({ inAccount })}
        />
      </div>
      <div className="field-grid">
        <AmountField
          label={
            across
              ? `${transferTexts.amountOut} (${values.outCurrency})`
              : `${transferTexts.amount} (${values.outCurrency})`
          }
          min="0.01"
          {...form.field('outAmount')}
        />
        {across && (
          <AmountField
            label={`${transferTexts.amountIn} (${values.inCurrency})`}
            min="0.01"
            {...form.field('inAmount')}
          />
        )}
      </div>
    </>
  );
}
