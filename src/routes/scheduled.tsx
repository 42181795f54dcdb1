import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { signedInRoute } from './signedIn';

export const scheduledRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show_scheduled_trans',
  component: () => <PageHeader title="Scheduled Transactions" subtitle="View and manage your recurring transactions" />,
});
