import type { Cents } from '../../domain/money';
import { formatMoney } from '../../ui/formatCents';
import { AmountField } from '../../ui/MoneyFields';
import { accountTexts } from './accountTexts';

interface AccountAmountFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  accountCurrency: string;
  suggestion: Cents | undefined;
}

/** A payment in another currency than its account's: what it took from the account, in the account's currency. */
export function AccountAmountField({ accountCurrency, suggestion, ...field }: AccountAmountFieldProps) {
  return (
    <AmountField
      label={accountTexts.amountInAccount(accountCurrency)}
      hint={
        suggestion === undefined
          ? accountTexts.amountInAccountNoRate
          : accountTexts.amountInAccountHint(formatMoney(suggestion, accountCurrency))
      }
      {...field}
    />
  );
}
