import { maxPayeeLength } from '../../domain/payees';

/** The wording of the transactions screen and its modal, verbatim from the spec (sections 2, 5, 8). */
export const transactionTexts = {
  title: 'Transactions',
  subtitle: 'View and filter your transaction history',
  income: 'Income',
  expense: 'Expense',
  noCategory: 'No category',
  noDescription: 'No description',
  loading: 'Loading transactions...',
  empty: 'No transactions found.',
  emptyHint: 'Record your first income or expense.',
  emptyAction: 'Add your first transaction',
  emptyFilteredHint: 'Try a wider date range, or clear the From and To dates.',
  clearDates: 'Clear dates',
  noMatch: 'No transactions match these filters.',
  noMatchHint: 'Try fewer words or a wider range, or clear the filters.',
  clearFilters: 'Clear filters',
  confirmDelete: 'Are you sure you want to delete this transaction?',
  deleted: 'Transaction deleted.',
  deleteFailed: 'Failed to delete transaction',
  reconciledTitle: 'This transaction is reconciled',
  reconciledWarning: (action: 'edit' | 'delete') =>
    `This transaction is reconciled: it was checked against a bank statement. ${
      action === 'edit' ? 'Changing' : 'Deleting'
    } it changes the balance you reconciled, which will no longer match that statement.`,
  reconciledEdit: 'Edit anyway',
  reconciledDelete: 'Delete anyway',
  reconciledCancel: 'Cancel',
  exportFailed: 'Failed to export transactions. Please try again.',
  confirmRecalculate: 'This will recalculate your networth from all transactions. This may take a moment. Continue?',
  recalculateFailed: (reason: string) => `Failed to recalculate networth: ${reason}`,
  showing: (start: string, end: string) => `Showing: ${start} to ${end}`,
  addTitle: 'Add Transaction',
  add: 'Add Transaction',
  update: 'Update Transaction',
  editTitle: 'Edit Transaction',
  required: 'Amount and currency are required.',
  added: 'Transaction added successfully!',
  updated: 'Transaction updated successfully!',
  addFailed: 'Failed to add transaction.',
  updateFailed: 'Failed to update transaction.',
  // Issue 45 (beyond the spec): the payee field.
  payee: 'Payee',
  payeeHint: 'Who was paid, or who paid. Pick an earlier one or type a new one.',
  payeeTooLong: `A payee must be at most ${maxPayeeLength} characters.`,
  payeeCategory: (category: string) => `Category “${category}” suggested: the one last used with this payee.`,
  // Issue 45, item 3: the tags field.
  tags: 'Tags',
  tagsHint: 'Any number, such as a trip or a project. Enter or a comma adds one; earlier tags are suggested.',
  tagsAdded: 'Tags added',
  removeTag: (tag: string) => `Remove tag ${tag}`,
  allTags: 'All tags',
  /** Before a row's tags in the list, for a screen reader. */
  tagsListed: 'Tags:',
  tagsToShow: 'Tags to show',
  tagMatch: 'Show transactions with',
  tagModes: { any: 'Any of these tags', all: 'All of these tags' },
} as const;

export function typeLabel(kind: string): string {
  return kind === 'deposit' ? transactionTexts.income : transactionTexts.expense;
}
