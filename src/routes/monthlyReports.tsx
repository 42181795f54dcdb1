import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const MonthlyReportsPage = lazyScreen(() => import('../features/reports/MonthlyReportsPage'), 'MonthlyReportsPage');

export const monthlyReportsRoute = createRoute({
  ...page(signedInRoute, '/monthly-reports', 'Monthly Reports'),
  component: MonthlyReportsPage,
});
