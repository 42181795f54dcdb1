import { categoriesTexts } from '../categories/categoriesTexts';
import type { MoveTexts } from '../categories/NameMoveModal';

/** The Tags screen (issue 45, item 3): the report of a period, and every tag renamed or merged as the payees are. */
export const tagsTexts = {
  ...categoriesTexts,
  title: 'Tags',
  subtitle: 'What each tag adds up to, and the tags renamed or merged',
  loading: 'Loading tags...',
  fetchFailed: 'Failed to load tags.',
  empty: 'No tags yet.',
  emptyHint: 'A tag appears here once a transaction has one: add it in the Tags field of a transaction.',
  listName: 'Every tag',
  mergeTitle: (name: string) => `Merge “${name}” into another tag`,
  newNameHint: 'Every transaction with this tag gets the new name.',
  mergeHint: (name: string) => `Every transaction with “${name}” gets that tag instead, and “${name}” disappears.`,
  noMergeTarget: 'There is no other tag to merge into.',
  report: 'Tag report',
  from: 'From',
  to: 'To',
  badPeriod: 'Choose a From date on or before the To date.',
  reportLoading: 'Adding up the tags...',
  reportFailed: 'Failed to add up the tags.',
  reportEmpty: 'No tagged transactions in this period.',
  reportCaption: (currency: string) =>
    `Totals per tag in ${currency}, each transaction at its own date’s rate; one with two tags counts in both.`,
  tag: 'Tag',
  expenses: 'Expenses',
  income: 'Income',
  showTransactions: (tag: string) => `${tag}: show its transactions of the period`,
} satisfies MoveTexts & Record<string, unknown>;
