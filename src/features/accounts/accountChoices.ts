import type { AccountSummary } from './ledgerSource';

/**
 * The accounts a picker offers: the open ones in their order, and the one a record being edited is
 * in even when it was closed since (it keeps its history, issue 44 item 1) or is not on this device
 * (an unknown account, never offered otherwise: nothing new goes into it).
 */
export function pickerAccounts(accounts: readonly AccountSummary[], keepId?: string): AccountSummary[] {
  return accounts
    .filter((summary) => (!summary.account.closed && !summary.unknown) || summary.account.id === keepId)
    .sort((a, b) => a.account.sort_order - b.account.sort_order || a.account.name.localeCompare(b.account.name));
}

/** 'Giro (EUR)': a picker's words for an account, its currency beside it. */
export function accountChoiceLabel({ account }: AccountSummary): string {
  return `${account.name} (${account.currency})`;
}
