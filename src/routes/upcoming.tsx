import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const UpcomingPage = lazyScreen(() => import('../features/upcoming/UpcomingPage'), 'UpcomingPage');

export const upcomingRoute = createRoute({
  ...page(signedInRoute, '/upcoming', 'Upcoming'),
  component: UpcomingPage,
});
