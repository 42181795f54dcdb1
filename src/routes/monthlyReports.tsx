import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const MonthlyReportsPage = lazyScreen(() => import('../features/reports/MonthlyReportsPage'), 'MonthlyReportsPage');

export const monthlyReportsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/monthly-reports',
  staticData: { title: 'Monthly Reports' },
  component: MonthlyReportsPage,
});
