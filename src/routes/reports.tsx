import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { signedInRoute } from './signedIn';

export const reportsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/reports',
  component: () => <PageHeader title="Financial Reports" />,
});
