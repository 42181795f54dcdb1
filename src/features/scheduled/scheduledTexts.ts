/** The wording of the scheduled transactions screen and its modal, verbatim from the spec where it has one. */
export const scheduledTexts = {
  title: 'Scheduled Transactions',
  subtitle: 'View and manage your recurring transactions',
  add: 'Add Scheduled',
  update: 'Update Scheduled',
  loading: 'Loading scheduled transactions...',
  empty: 'No scheduled transactions found.',
  emptyHint: 'Record income or expenses that repeat every month, such as salary or rent, once.',
  emptyAction: 'Add your first scheduled transaction',
  fetchFailed: 'Failed to fetch scheduled transactions',
  noCategory: 'No category',
  noDescription: 'No description',
  active: 'Active',
  inactive: 'Inactive',
  confirmDelete: 'Are you sure you want to delete this scheduled transaction?',
  deleted: 'Scheduled transaction deleted.',
  deleteFailed: 'Failed to delete scheduled transaction',
  statusFailed: 'Failed to update scheduled transaction status',
  howItFires:
    'Each active item is added to your transactions once a month, on its day. In shorter months it is added on ' +
    'the last day instead (day 31 falls on April 30, and on February 28 or 29). Inactive items are skipped; ' +
    'transactions already added stay when you edit, pause or delete an item. Pausing first adds any month ' +
    'already due; resuming adds nothing for the paused months.',
  resumeNote: 'Resuming adds nothing for the paused months; it fires again from its next day.',
  addTitle: 'Add Scheduled Transaction',
  editTitle: 'Edit Scheduled Transaction',
  required: 'Amount, currency, and day of month are required.',
  badCurrency: 'Choose a currency from the list.',
  tooLong: (max: number) => `Category and description must be at most ${max} characters.`,
  added: 'Scheduled transaction added successfully!',
  updated: 'Scheduled transaction updated successfully!',
  addFailed: 'Failed to add scheduled transaction.',
  updateFailed: 'Failed to update scheduled transaction.',
} as const;
