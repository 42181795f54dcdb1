import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { rootRoute } from './root';

export const verifyEmailChangeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email-change/$uid/$token/$newEmail',
  component: () => <PageHeader title="Email Change" />,
});
