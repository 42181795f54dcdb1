import { CurrencyPicker } from '../../ui/CurrencyPicker';
import { AccountPicker } from './AccountPicker';
import type { useRecordAccount } from './useRecordAccount';

interface AccountOrCurrencyFieldProps {
  id: string;
  account: ReturnType<typeof useRecordAccount>;
  /** The form's currency field, shown while the person holds no account. */
  currency: { id: string; value: string; onChange: (value: string) => void; error?: string };
}

/** The account a schedule or wish pays from, which brings its currency; a currency while there is no account. */
export function AccountOrCurrencyField({ id, account, currency }: AccountOrCurrencyFieldProps) {
  if (account.choices.length === 0) return <CurrencyPicker {...currency} />;
  return <AccountPicker id={id} value={account.accountId} choices={account.choices} onChange={account.setAccountId} />;
}
