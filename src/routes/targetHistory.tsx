import { lazyPage } from './lazyPage';
import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';

const TargetHistoryPage = lazyPage(() =>
  import('../features/target-history/TargetHistoryPage').then((m) => m.TargetHistoryPage),
);

export const targetHistoryRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show-target-history',
  component: TargetHistoryPage,
});
