import { createRoute } from '@tanstack/react-router';
import { TargetHistoryPage } from '../features/target-history/TargetHistoryPage';
import { signedInRoute } from './signedIn';

export const targetHistoryRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show-target-history',
  component: TargetHistoryPage,
});
