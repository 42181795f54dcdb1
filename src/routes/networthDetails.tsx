import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const NetWorthDetailsPage = lazyScreen(() => import('../features/networth/NetWorthDetailsPage'), 'NetWorthDetailsPage');

export const networthDetailsRoute = createRoute({
  ...page(signedInRoute, '/show_networth_details', 'Net Worth by Currency'),
  component: NetWorthDetailsPage,
});
