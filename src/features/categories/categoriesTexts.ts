import type { TransactionKind } from '../../domain/records';

export const categoriesTexts = {
  title: 'Categories',
  subtitle: 'Rename, merge and colour the categories you use',
  loading: 'Loading categories...',
  fetchFailed: 'Failed to load categories.',
  empty: 'No categories yet.',
  emptyHint: 'A category appears here once a transaction or a scheduled item uses it.',
  section: (kind: TransactionKind) => (kind === 'deposit' ? 'Income categories' : 'Expense categories'),
  noneOfKind: (kind: TransactionKind) =>
    kind === 'deposit' ? 'No income categories yet.' : 'No expense categories yet.',
  transactions: (count: number) => `${count} transaction${count === 1 ? '' : 's'}`,
  scheduled: (count: number) => `${count} scheduled`,
  missingRates: (codes: readonly string[]) =>
    `No exchange rate is known yet for ${codes.join(', ')} on some dates: those amounts are left out of the totals.`,
  rename: 'Rename',
  merge: 'Merge',
  colour: 'Colour',
  renameTitle: (name: string) => `Rename “${name}”`,
  mergeTitle: (name: string) => `Merge “${name}” into another category`,
  colourTitle: (name: string) => `Colour of “${name}”`,
  newName: 'New name',
  newNameHint: 'Every transaction and scheduled item of this category gets the new name.',
  mergeInto: 'Merge into',
  mergeHint: (name: string) =>
    `Every transaction and scheduled item of “${name}” moves there, and “${name}” disappears.`,
  noMergeTarget: 'There is no other category of this type to merge into.',
  useMerge: (name: string) => `Merge into “${name}”`,
  exists: (name: string) => `“${name}” already exists: merge into it instead.`,
  noColour: 'No colour (the chart picks one)',
  save: 'Save',
  cancel: 'Cancel',
  working: 'Saving...',
  progress: (done: number, total: number) => `Updated ${done.toLocaleString()} of ${total.toLocaleString()} records`,
  renamed: (from: string, to: string, count: number) =>
    `Renamed “${from}” to “${to}” (${count} record${count === 1 ? '' : 's'}).`,
  /** The undo toast's words for a merge. */
  mergedInto: (from: string, to: string) => `“${from}” merged into “${to}”.`,
  merged: (from: string, to: string, count: number) =>
    `Merged “${from}” into “${to}” (${count} record${count === 1 ? '' : 's'}).`,
  colourSaved: (name: string) => `Colour of “${name}” saved.`,
  failed: 'The change could not be saved. Nothing was changed; please try again.',
};
