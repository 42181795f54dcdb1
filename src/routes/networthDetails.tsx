import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../ui/PageHeader';
import { signedInRoute } from './signedIn';

export const networthDetailsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show_networth_details',
  component: () => <PageHeader title="Net Worth" subtitle="Breakdown by currency" />,
});
