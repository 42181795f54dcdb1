/** One entry of the release notes shown on /version-history. */
export interface Release {
  readonly version: string;
  /** Release day as an ISO date, yyyy-mm-dd. */
  readonly date: string;
  readonly title: string;
  readonly highlights: readonly string[];
  /** Marks the milestone releases that get a MAJOR badge. */
  readonly major?: boolean;
}

/** Newest first; the first entry is the version in src/domain/version.ts. */
export const releases: readonly Release[] = [
  {
    version: '7.0.4',
    date: '2025-10-09',
    title: 'Smoother updates and offline polish',
    highlights: [
      'The Update button now clears old caches before reloading, so a new version always starts clean.',
      'The offline banner tells you as soon as the connection is back.',
      'Amounts everywhere are shown with exactly two decimals.',
    ],
  },
  {
    version: '7.0.3',
    date: '2025-09-24',
    title: 'Fixes after the rebuild',
    highlights: [
      'Pagination keeps your place when you edit a transaction on a later page.',
      'Pie charts keep their colours when you switch between dark and light theme.',
      'Clearer messages when a sign-in or verification link has expired.',
    ],
  },
  {
    version: '7.0.0',
    date: '2025-09-01',
    title: 'Rebuilt from the ground up',
    highlights: [
      'A brand-new separate backend serves your data through a clean, versioned API.',
      'A component-based front end makes every screen faster and more consistent.',
      'Your transactions, targets, wishlist and schedules moved over automatically.',
      'Accessibility pass: keyboard navigation and visible focus on every screen.',
    ],
  },
  {
    version: '6.2.0',
    date: '2025-07-21',
    title: 'Dark mode and Google sign-in',
    highlights: [
      'Dark and light themes that follow your system setting and remember your choice.',
      'Sign in with your Google account.',
      'Change your email address from the profile page with a confirmation link.',
    ],
  },
  {
    version: '6.0.0',
    date: '2025-06-09',
    title: 'Install it, take it offline',
    highlights: [
      'Install Money Kitchen on your phone or desktop like a native app.',
      'Open your finances even without a connection, with a banner showing when you are offline.',
      'A banner lets you know when a new version is ready to install.',
    ],
  },
  {
    version: '5.1.0',
    date: '2025-05-05',
    title: 'Wishlist',
    highlights: ['Plan the purchases you are saving for, year by year.', 'Edit or remove wishes as your plans change.'],
  },
  {
    version: '5.0.0',
    date: '2025-03-31',
    title: 'Scheduled transactions',
    highlights: [
      'Set up recurring income and expenses that are recorded on their day of the month.',
      'Edit or delete a schedule at any time.',
    ],
  },
  {
    version: '4.2.0',
    date: '2025-02-17',
    title: 'CSV export and report recalculation',
    highlights: [
      'Export all your transactions to a CSV file for spreadsheets or backups.',
      'Recalculate reports and net worth on demand after large edits.',
    ],
  },
  {
    version: '4.0.0',
    date: '2025-01-06',
    title: 'Financial reports',
    major: true,
    highlights: [
      'Monthly, yearly and historical reports in your favorite currency.',
      'Pie charts break down income and expenses by category.',
      'Pick any past month to see how it compared.',
    ],
  },
  {
    version: '3.1.0',
    date: '2024-11-05',
    title: 'Net worth by currency',
    highlights: [
      'See how your net worth splits across every currency you hold.',
      'Choose the favorite currency your totals are shown in.',
    ],
  },
  {
    version: '3.0.0',
    date: '2024-10-01',
    title: 'Monthly targets',
    major: true,
    highlights: [
      'Set a monthly savings target and follow your score on the dashboard.',
      'A target history shows how every past month measured up.',
    ],
  },
  {
    version: '2.1.0',
    date: '2024-08-12',
    title: 'Better transaction lists',
    highlights: ['Categories for every income and expense.', 'Paginated transaction list with editing and deleting.'],
  },
  {
    version: '2.0.0',
    date: '2024-07-01',
    title: 'Multi-currency money tracking',
    major: true,
    highlights: [
      'Record income and expenses in about 160 currencies.',
      'Total net worth converted into one currency.',
      'Personal accounts with email verification and password reset.',
    ],
  },
];
