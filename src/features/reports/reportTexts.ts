/** The wording of the reports screens, verbatim from the spec (sections 2, 5, 7 and 8). */
export type ReportTab = 'monthly' | 'yearly' | 'historical';
/** Every tab of the Financial Reports screen: the spec's three, then Trends (issue 18). */
export type ReportsTab = ReportTab | 'trends';

export const reportTexts = {
  monthlyTitle: 'Monthly Reports',
  reportsTitle: 'Financial Reports',
  breakdownFor: (label: string) => `Breakdown for ${label}`,
  currentMonth: 'Current Month',
  currentPeriod: 'Current Period',
  tabsLabel: 'Report period',
  tabs: {
    monthly: 'Current Monthly',
    yearly: 'Current Yearly',
    historical: 'Historical',
    trends: 'Trends',
  } satisfies Record<ReportsTab, string>,
  loading: (tab: ReportTab) => `Loading ${tab} reports...`,
  failedTab: (tab: ReportTab) => `Failed to load ${tab} reports`,
  failedHistorical: 'Failed to load historical report',
  failedYearly: 'Failed to load yearly report',
  totalExpenses: 'Total Expenses',
  totalIncome: 'Total Income',
  basedOnMonths: (months: number) => `Based on ${months} months of data`,
  expenseBreakdown: 'Expense Breakdown',
  incomeBreakdown: 'Income Breakdown',
  noExpenseData: 'No expense data available.',
  noIncomeData: 'No income data available.',
  expenseDetails: 'Expense Details',
  incomeDetails: 'Income Details',
  noDetails: 'No details available.',
  /** Where a category's row or legend entry leads (issue 46, item 10): its description for a screen reader. */
  showTransactions: (period: string) => `Opens the category's transactions of ${period}.`,
  rateMissingFor: (codes: readonly string[]) =>
    `Rate missing for ${codes.join(', ')}: those amounts are not counted in this report.`,
  selectYear: 'Select Year',
  yearPlaceholder: 'Select a year...',
  selectYearTitle: 'Select a Year',
  selectYearHint: 'Choose a year from the dropdown above to view yearly reports.',
  selectMonth: 'Select Month & Year',
  monthPlaceholder: 'Select a month...',
  selectMonthTitle: 'Select a Historical Period',
  selectMonthHint: 'Choose a month and year from the dropdown above to view historical reports.',
  recalculate: 'Recalculate Reports',
  recalculating: 'Recalculating...',
  confirmRecalculate:
    'This will recalculate all monthly reports from your first to last transaction. This may take a moment. Continue?',
  recalculated: 'Reports recalculated successfully!',
  recalculateFailed: (reason: string) => `Failed to recalculate reports: ${reason}`,
} as const;
