import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const TargetHistoryPage = lazyScreen(() => import('../features/target-history/TargetHistoryPage'), 'TargetHistoryPage');

export const targetHistoryRoute = createRoute({
  ...page(signedInRoute, '/show-target-history', 'Target History'),
  component: TargetHistoryPage,
});
