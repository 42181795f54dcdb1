import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';

const DashboardPage = lazyRouteComponent(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');

export const dashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/dashboard',
  staticData: { title: 'Dashboard' },
  component: DashboardPage,
});
