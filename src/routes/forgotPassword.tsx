import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { visitorRoute } from './visitor';

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/forgot-password',
  component: () => <PageHeader title="Forgot Password" />,
});
