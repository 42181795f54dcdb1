import type { ScheduledRecord } from '../../domain/records';

/** The wording of the Upcoming screen (issue 47, item 2). */
export const upcomingTexts = {
  title: 'Upcoming',
  subtitle: 'Every scheduled transaction in the next 60 days',
  manage: 'Manage scheduled transactions',
  forecast: 'Forecast balances',
  views: 'How upcoming transactions are shown',
  list: 'List',
  calendar: 'Calendar',
  loading: 'Loading upcoming transactions...',
  fetchFailed: 'Upcoming transactions could not be loaded. Reload the page to try again.',
  empty: 'Nothing scheduled in the next 60 days',
  emptyHint: 'A scheduled transaction repeats by itself: a salary, the rent, a yearly bill.',
  emptyAction: 'Add a scheduled transaction',
  agenda: 'Upcoming transactions by date',
  enterNow: 'Enter now',
  skip: 'Skip',
  editFuture: 'Edit this and future',
  entered: 'Entered',
  skipped: 'Skipped',
  today: 'Today',
  account: 'Account',
  confirmSkip: (title: string, date: string) =>
    `Skip ${title} on ${date}? No device will add it, and this cannot be undone.`,
  enteredNow: (title: string) => `${title} was entered, dated today.`,
  skippedOne: (title: string, date: string) => `${title} on ${date} was skipped.`,
  failed: 'That could not be saved. Try again.',
  monthPager: 'Calendar month',
  dayButton: (date: string, count: number) => `${date}: ${count} scheduled`,
  chooseDay: 'Choose a day with scheduled transactions to see them here.',
} as const;

/** What an occurrence is called on the screen: its payee and description, else its category. */
export function occurrenceTitle(item: ScheduledRecord): string {
  const words = [item.payee, item.scheduled_trans_details].filter((part) => part !== undefined && part !== '');
  return words.length > 0 ? words.join(' · ') : item.category || 'No description';
}
