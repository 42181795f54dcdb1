import { lazyPage } from './lazyPage';
import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';

const NetWorthDetailsPage = lazyPage(() =>
  import('../features/networth/NetWorthDetailsPage').then((m) => m.NetWorthDetailsPage),
);

export const networthDetailsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show_networth_details',
  component: NetWorthDetailsPage,
});
