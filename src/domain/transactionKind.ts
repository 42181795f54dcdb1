/**
 * A transaction's type, as the spec's `trans_status` names it: money in or money out. Its own module
 * so the records (records.ts) and the category colours (categoryColours.ts) both name it without
 * importing each other.
 */
export const transactionKinds = ['deposit', 'withdraw'] as const;

export type TransactionKind = (typeof transactionKinds)[number];
