/** The marketing copy of the landing page, kept apart from the markup that lays it out. */
import type { ComponentType } from 'react';
import { CalendarIcon, GlobeIcon, LockIcon, MoneyIcon } from '../../ui/icons';

export interface LandingFeature {
  /** Drawn inline, so it shows where no emoji font is installed. */
  icon: ComponentType;
  title: string;
  description: string;
}

export interface LandingStep {
  title: string;
  description: string;
}

export const landingFeatures: readonly LandingFeature[] = [
  {
    icon: MoneyIcon,
    title: 'Expense Tracking',
    description:
      'Log income and expenses in seconds, give each one a category and see exactly where every month’s money goes.',
  },
  {
    icon: GlobeIcon,
    title: 'Multi-Currency Support',
    description:
      'Record each transaction in its own currency, from USD and EGP to 160+ others, and read your net worth in the one you prefer.',
  },
  {
    icon: LockIcon,
    title: 'Secure & Private',
    description: 'Your account sees only your own data, behind a verified email and a securely hashed password.',
  },
  {
    icon: CalendarIcon,
    title: 'Scheduled Transactions',
    description: 'Set up salary, rent and subscriptions once and they are recorded for you on their day of the month.',
  },
];

export const landingSteps: readonly LandingStep[] = [
  { title: 'Sign Up', description: 'Create a free account and verify your email in under a minute.' },
  {
    title: 'Connect',
    description: 'Bring your money together: add balances, currencies and regular payments in one place.',
  },
  {
    title: 'Achieve',
    description: 'Set a monthly target, follow your score and watch your net worth grow month after month.',
  },
];

/** Short proof points under the hero promise. */
export const landingHighlights: readonly string[] = ['160+ currencies', 'Works offline', '99.9% uptime'];
