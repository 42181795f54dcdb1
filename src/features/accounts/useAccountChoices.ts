import { useMemo, useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { pickerAccounts } from './accountChoices';
import { defaultAccountId, lastUsedAccountId } from './ledgerSource';
import { useAccounts } from './useAccounts';

/**
 * What a form's account picker offers (open accounts, and `keepId` the edited record is in), the
 * account a new record starts in, and each account's currency. No choices while the person holds no
 * account yet, or while they load.
 */
export function useAccountChoices(keepId?: string) {
  const db = useDatabase();
  const accounts = useAccounts();
  const [lastUsed] = useState(() => lastUsedAccountId(db));
  const choices = useMemo(() => pickerAccounts(accounts ?? [], keepId), [accounts, keepId]);
  return {
    choices,
    /** The account a form shows until the person picks one. */
    fallback: keepId ?? defaultAccountId(lastUsed, choices) ?? '',
    currencyOf: (accountId: string) => choices.find((summary) => summary.account.id === accountId)?.account.currency,
  };
}
