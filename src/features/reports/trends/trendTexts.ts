import { monthLabel, type Month } from '../../../domain/dates';

/** The wording of the Trends tab (issue 18, section 3); the spec has none of its own. */
export const trendTexts = {
  subtitle: 'Trends over time',
  range: 'Show',
  last12: 'Last 12 months',
  loading: 'Loading trends...',
  failed: 'Failed to load trends',
  emptyTitle: 'No transactions yet',
  emptyHint: 'Add income or expenses and their trends appear here, month by month.',
  flowsTitle: 'Income and expense per month',
  netWorthTitle: 'Net worth at each month end',
  netWorthHint: (currency: string) => `In ${currency}, each month's balances converted with that month-end's rates.`,
  categoryTitle: 'Spending on a category per month',
  category: 'Category',
  noCategories: 'No expenses in these months.',
  showTable: 'Show the figures as a table',
  month: 'Month',
  income: 'Income',
  expense: 'Expense',
  netWorth: 'Net worth',
  spending: 'Spending',
  chartOf: (title: string, period: string) => `${title}, ${period}: chart; the table below has the figures`,
  rateMissing: (code: string, months: readonly Month[]) =>
    `Rate missing for ${code} in ${months.map((month) => monthLabel(month)).join(', ')}: those amounts are not counted.`,
} as const;
