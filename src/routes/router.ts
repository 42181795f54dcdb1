import { createRouter } from '@tanstack/react-router';
import { readSession } from '../api/session';
import { ScreenError } from '../app/layout/ScreenError';
import { routeTree } from './tree';

export const router = createRouter({
  routeTree,
  context: { session: readSession },
  defaultPreload: 'intent',
  defaultErrorComponent: ScreenError,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  /** What a route says about itself: `title` names the page in the document title (useRouteAnnouncement). */
  interface StaticDataRouteOption {
    title?: string;
  }
}
