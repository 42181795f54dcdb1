import { lazyPage } from './lazyPage';
import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';

const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage));

export const dashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/dashboard',
  component: DashboardPage,
});
