import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const NetWorthDetailsPage = lazyScreen(() => import('../features/networth/NetWorthDetailsPage'), 'NetWorthDetailsPage');

export const networthDetailsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show_networth_details',
  staticData: { title: 'Net Worth by Currency' },
  component: NetWorthDetailsPage,
});
