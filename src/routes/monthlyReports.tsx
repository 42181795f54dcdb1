import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';

const MonthlyReportsPage = lazyRouteComponent(
  () => import('../features/reports/MonthlyReportsPage'),
  'MonthlyReportsPage',
);

export const monthlyReportsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/monthly-reports',
  staticData: { title: 'Monthly Reports' },
  component: MonthlyReportsPage,
});
