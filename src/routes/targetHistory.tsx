import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const TargetHistoryPage = lazyScreen(() => import('../features/target-history/TargetHistoryPage'), 'TargetHistoryPage');

export const targetHistoryRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show-target-history',
  staticData: { title: 'Target History' },
  component: TargetHistoryPage,
});
