import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { visitorRoute } from './visitor';

export const loginRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/login',
  component: () => <PageHeader title="Sign In" />,
});
