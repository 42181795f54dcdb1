import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

export const DashboardPage = lazyScreen(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');

export const dashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/dashboard',
  staticData: { title: 'Dashboard' },
  component: DashboardPage,
});
