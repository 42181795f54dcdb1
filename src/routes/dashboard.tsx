import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { signedInRoute } from './signedIn';

export const dashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/dashboard',
  component: () => <PageHeader title="Dashboard" />,
});
