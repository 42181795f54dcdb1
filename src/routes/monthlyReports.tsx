import { createRoute } from '@tanstack/react-router';
import { MonthlyReportsPage } from '../features/reports/MonthlyReportsPage';
import { signedInRoute } from './signedIn';

export const monthlyReportsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/monthly-reports',
  component: MonthlyReportsPage,
});
