import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { rootRoute } from './root';

export const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email/$uid/$token',
  component: () => <PageHeader title="Email Verification" />,
});
