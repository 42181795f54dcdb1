import { createRoute } from '@tanstack/react-router';
import { NetWorthDetailsPage } from '../features/networth/NetWorthDetailsPage';
import { signedInRoute } from './signedIn';

export const networthDetailsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show_networth_details',
  component: NetWorthDetailsPage,
});
