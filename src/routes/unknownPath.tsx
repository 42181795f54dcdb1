import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';

/** Any path the app does not know goes to the landing page (spec route table). */
export const unknownPathRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
