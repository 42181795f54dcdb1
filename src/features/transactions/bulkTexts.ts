/**
 * The wording of bulk edits on the transactions screen (issue 46, item 6). The delete question
 * follows the spec's confirmation ('Are you sure you want to delete this transaction?', section 8).
 */
export const bulkTexts = {
  column: 'Select',
  selectRow: (row: string) => `Select ${row}`,
  selectPage: 'Select every transaction on this page',
  barLabel: 'Bulk edit',
  selected: (count: number) => `${count} selected`,
  selectAll: (count: number) => `Select all ${count} that match`,
  clear: 'Clear selection',
  change: 'Change',
  fields: { category: 'Category', account: 'Account', payee: 'Payee', addTag: 'Add a tag', date: 'Date' },
  /** The value field's name for each choice; an empty category or payee removes it. */
  valueLabels: {
    category: 'New category',
    account: 'New account',
    payee: 'New payee',
    addTag: 'Tag to add',
    date: 'New date',
  },
  apply: 'Apply',
  applying: 'Applying...',
  delete: 'Delete',
  confirmDelete: (count: number) =>
    count === 1
      ? 'Are you sure you want to delete this transaction?'
      : `Are you sure you want to delete these ${count} transactions?`,
  changed: (count: number) => `${count} ${count === 1 ? 'transaction' : 'transactions'} changed.`,
  deleted: (count: number) => `${count} ${count === 1 ? 'transaction' : 'transactions'} deleted.`,
  failed: 'Failed to change the transactions.',
} as const;

export type BulkField = keyof typeof bulkTexts.fields;
