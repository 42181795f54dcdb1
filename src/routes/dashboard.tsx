import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

export const DashboardPage = lazyScreen(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');

export const dashboardRoute = createRoute({
  ...page(signedInRoute, '/dashboard', 'Dashboard'),
  component: DashboardPage,
});
