import { lazyPage } from './lazyPage';
import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';

const ScheduledPage = lazyPage(() => import('../features/scheduled/ScheduledPage').then((m) => m.ScheduledPage));

export const scheduledRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show_scheduled_trans',
  component: ScheduledPage,
});
