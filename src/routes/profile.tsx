import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { signedInRoute } from './signedIn';

export const profileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/profile',
  component: () => <PageHeader title="Profile" />,
});
