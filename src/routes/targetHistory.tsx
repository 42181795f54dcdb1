import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';

const TargetHistoryPage = lazyRouteComponent(
  () => import('../features/target-history/TargetHistoryPage'),
  'TargetHistoryPage',
);

export const targetHistoryRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show-target-history',
  staticData: { title: 'Target History' },
  component: TargetHistoryPage,
});
