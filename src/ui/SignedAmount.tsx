import { MoneyText } from './MoneyText';

interface SignedAmountProps {
  income: boolean;
  cents: number;
  currency: string;
}

/** '+12.50' for income, '-12.50' for an expense, coloured by which it is; the currency is named beside it. */
export function SignedAmount({ income, cents, currency }: SignedAmountProps) {
  return (
    <MoneyText
      className={income ? 'amount amount--income' : 'amount amount--expense'}
      cents={cents}
      currency={currency}
      hideCode
      sign={income ? '+' : '-'}
    />
  );
}
