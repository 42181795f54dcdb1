import { createRoute } from '@tanstack/react-router';
import { ScheduledPage } from '../features/scheduled/ScheduledPage';
import { signedInRoute } from './signedIn';

export const scheduledRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/show_scheduled_trans',
  component: ScheduledPage,
});
