import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const ScheduledPage = lazyScreen(() => import('../features/scheduled/ScheduledPage'), 'ScheduledPage');

export const scheduledRoute = createRoute({
  ...page(signedInRoute, '/show_scheduled_trans', 'Scheduled Transactions'),
  component: ScheduledPage,
});
