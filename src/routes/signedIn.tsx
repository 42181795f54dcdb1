import { createRoute, redirect } from '@tanstack/react-router';
import { SignedInLayout } from '../app/layout/SignedInLayout';
import { StartupScreen } from '../app/layout/StartupScreen';
import { rootRoute } from './root';

/** Pages for signed-in people: anyone else is sent to /login (spec route table). */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: ({ context }) => {
    if (!context.session()) throw redirect({ to: '/login', replace: true });
  },
  pendingComponent: () => <StartupScreen text="Loading your workspace..." />,
  component: SignedInLayout,
});
