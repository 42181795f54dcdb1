import { categoriesTexts } from '../categories/categoriesTexts';
import type { MoveTexts } from '../categories/NameMoveModal';

/** The Payees screen (issue 45, item 2): a rename and a merge say what the categories' do, of payees. */
export const payeesTexts = {
  ...categoriesTexts,
  title: 'Payees',
  subtitle: 'Rename and merge the payees of your transactions',
  loading: 'Loading payees...',
  fetchFailed: 'Failed to load payees.',
  empty: 'No payees yet.',
  emptyHint: 'A payee appears here once a transaction or a scheduled item names one (type it, or import a statement).',
  listName: 'Every payee',
  mergeTitle: (name: string) => `Merge “${name}” into another payee`,
  newNameHint: 'Every transaction and scheduled item of this payee gets the new name.',
  noMergeTarget: 'There is no other payee to merge into.',
} satisfies MoveTexts & Record<string, unknown>;
