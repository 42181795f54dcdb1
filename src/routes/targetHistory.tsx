import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { signedInRoute } from './signedIn';

export const targetHistoryRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show-target-history',
  component: () => <PageHeader title="Target History" subtitle="View your monthly target performance over time" />,
});
