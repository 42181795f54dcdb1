/**
 * The kinds of account a person holds (issue 44) and where a transaction stands against the bank. Its
 * own module so the records (records.ts) and the account rules (ledgerAccounts.ts) both name them
 * without importing each other.
 */

export const accountTypes = [
  'current',
  'savings',
  'cash',
  'credit_card',
  'loan',
  'investment',
  'other_asset',
  'other_liability',
] as const;

export type AccountType = (typeof accountTypes)[number];

export const accountTypeNames: Record<AccountType, string> = {
  current: 'Current / checking',
  savings: 'Savings',
  cash: 'Cash',
  credit_card: 'Credit card',
  loan: 'Loan',
  investment: 'Investment',
  other_asset: 'Other asset',
  other_liability: 'Other liability',
};

const liabilityTypes: ReadonlySet<AccountType> = new Set(['credit_card', 'loan', 'other_liability']);

/** A card or a loan: money owed. Its balance is negative while something is owed, so it counts negative in net worth. */
export function isLiability(type: AccountType): boolean {
  return liabilityTypes.has(type);
}

/** Where a transaction stands against the bank statement; absent means not yet cleared. */
export const clearances = ['cleared', 'reconciled'] as const;
export type Clearance = (typeof clearances)[number];
