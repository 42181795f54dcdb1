import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { visitorRoute } from './visitor';

export const resetPasswordRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/reset-password',
  component: () => <PageHeader title="Set New Password" />,
});
