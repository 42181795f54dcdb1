/** The wording of the target history screen, verbatim from the spec where it has one (sections 2 and 8). */
export const targetHistoryTexts = {
  title: 'Target History',
  subtitle: 'View your monthly target performance over time',
  loading: 'Loading target history...',
  empty: 'No target history found.',
  emptyHint: 'Set a monthly target on your profile to start tracking it.',
  emptyAction: 'Set Target',
  fetchFailed: 'Failed to fetch target history',
  tableLabel: 'Target history table',
  caption: (currency: string) =>
    `Amounts in ${currency}. Score = the month's income minus expenses, minus its target; each transaction is converted at the rate of its own date.`,
  rateMissingFor: (codes: readonly string[]) => `rate missing for ${codes.join(', ')}: not counted in the scores`,
} as const;
