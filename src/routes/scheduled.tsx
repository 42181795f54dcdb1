import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';

const ScheduledPage = lazyScreen(() => import('../features/scheduled/ScheduledPage'), 'ScheduledPage');

export const scheduledRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show_scheduled_trans',
  staticData: { title: 'Scheduled Transactions' },
  component: ScheduledPage,
});
