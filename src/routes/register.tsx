import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { visitorRoute } from './visitor';

export const registerRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/register',
  component: () => <PageHeader title="Create Account" />,
});
