import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { signedInRoute } from './signedIn';

export const transactionsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show_trans',
  component: () => <PageHeader title="Transactions" subtitle="View and filter your transaction history" />,
});
