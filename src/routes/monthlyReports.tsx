import { lazyPage } from './lazyPage';
import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';

const MonthlyReportsPage = lazyPage(() =>
  import('../features/reports/MonthlyReportsPage').then((m) => m.MonthlyReportsPage),
);

export const monthlyReportsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/monthly-reports',
  component: MonthlyReportsPage,
});
