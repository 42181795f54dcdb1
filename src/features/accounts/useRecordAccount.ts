import { useState } from 'react';
import { currencyAccountId } from '../../domain/ledgerAccounts';
import { useAccountChoices } from './useAccountChoices';

/**
 * The account a schedule or a wish pays from (issue 44 item 2), kept beside its form: an existing
 * record's own (its currency's account when it names none), else the form's default. Such a record is
 * in its account's currency, so `currency` is the account's while one is chosen.
 */
export function useRecordAccount(record?: { account_id?: string; currency: string }) {
  const keepId = record ? (record.account_id ?? currencyAccountId(record.currency)) : undefined;
  const accounts = useAccountChoices(keepId);
  const [picked, setPicked] = useState('');
  const accountId = picked || accounts.fallback;
  return {
    choices: accounts.choices,
    accountId,
    setAccountId: setPicked,
    /** Undefined while the person holds no account: the form asks for a currency instead. */
    currency: accounts.currencyOf(accountId),
    /** What the command stores: the chosen account; with none to choose (or still loading), the record's own. */
    saved: accounts.currencyOf(accountId) === undefined ? record?.account_id : accountId,
  };
}
