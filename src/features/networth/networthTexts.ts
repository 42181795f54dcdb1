/** The wording of the net worth screen and card (spec sections 2 and 7, server-behaviour.md). */
export const networthTexts = {
  title: 'Net Worth',
  subtitle: 'Breakdown by currency',
  loading: 'Loading...',
  empty: 'No net worth details found.',
  emptyHint: 'Record a transaction to see your money by currency.',
  emptyAction: 'Go to Transactions',
  totalAmount: 'Total Amount',
  cardTitle: 'Total Net Worth',
  rateMissing: 'rate missing',
  rateMissingFor: (codes: readonly string[]) => `rate missing for ${codes.join(', ')}`,
} as const;
