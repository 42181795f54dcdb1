import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';

const ScheduledPage = lazyRouteComponent(() => import('../features/scheduled/ScheduledPage'), 'ScheduledPage');

export const scheduledRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show_scheduled_trans',
  staticData: { title: 'Scheduled Transactions' },
  component: ScheduledPage,
});
