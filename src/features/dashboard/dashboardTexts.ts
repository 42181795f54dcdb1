/** The wording of the dashboard, verbatim from the spec where it gives one (sections 2 and 9). */
export const dashboardTexts = {
  welcome: (name: string) => `Welcome back, ${name}!`,
  /** Before anything is recorded: nobody is greeted as returning on their first day. */
  welcomeFirst: (name: string) => `Welcome, ${name}!`,
  subtitle: "Here's your financial overview",
  addIncome: 'Add Income',
  addExpense: 'Add Expense',
  quickActions: 'Quick actions',
  targetTitle: 'Monthly Target Status',
  target: 'Target',
  currentScore: 'Current Score',
  /** Under the score the spec rounds to whole units: the figure Target History shows. */
  exactScore: (money: string) => `exactly ${money}`,
  status: 'Status',
  targetHistory: 'View Target History',
  rateMissingFor: (codes: readonly string[]) => `rate missing for ${codes.join(', ')}: not counted`,
  getStarted: 'Get Started',
  getStartedText: 'Record your income and expenses, then set a monthly target to see how each month is going.',
  setTarget: 'Set Target',
  pickCurrencyText: 'Net worth and reports are shown in USD. Pick the currency you think in:',
  pickCurrencySave: 'Use this currency',
  pickCurrencyFailed: 'Failed to update favorite currency',
  shortcuts: 'Shortcuts',
  comparisonTitle: 'This month against last month',
  comparisonRows: { income: 'Income', expense: 'Expense', saved: 'Saved' },
  netWorthTrendTitle: 'Net worth trend',
  netWorthTrendChart: 'Net worth at each month end over the last 12 months',
  netWorthTrendArriving: (from: string) =>
    `The line appears once this device holds the last 12 months of your history; it reaches back to ${from} so far.`,
  netWorthTrendSummary: (from: string, fromMonth: string, to: string, toMonth: string) =>
    `${from} at the end of ${fromMonth}, ${to} at the end of ${toMonth}.`,
  seeTrends: 'See all trends',
  recentTitle: 'Recent transactions',
  seeAllTransactions: 'See all transactions',
  upcomingTitle: 'Next scheduled',
  seeAllScheduled: 'See all scheduled',
  budgetsTitle: 'Budgets this month',
  budgetsEmpty: 'No budgets yet: set a monthly limit for a category to see how this month is going.',
  setBudget: 'Set a budget',
  seeAllBudgets: 'See all budgets',
  moreBudgets: (count: number) => `${count} more on the Budgets screen`,
} as const;

/** The tiles of the dashboard: where each goes, with the spec's second line where it gives one. */
export const dashboardTiles = [
  { title: 'Transactions', detail: 'income and expenses', to: '/show_trans' },
  { title: 'Scheduled', detail: 'recurring', to: '/show_scheduled_trans' },
  { title: 'Net Worth', detail: 'by currency', to: '/show_networth_details' },
  { title: 'Reports', detail: 'charts and totals', to: '/reports' },
  { title: 'Manage Target', detail: 'monthly goal', to: '/profile', search: { tab: 'target' } },
] as const;
