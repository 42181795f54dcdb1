import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { rootRoute } from './root';

export const googleCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/google/callback',
  component: () => <PageHeader title="Signing in with Google" />,
});
