import { createRoute, redirect } from '@tanstack/react-router';
import { StartupScreen } from '../app/layout/StartupScreen';
import { rootRoute } from './root';

/** Pages for visitors only: a signed-in person is sent to the dashboard (spec route table). */
export const visitorRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'visitor',
  beforeLoad: ({ context }) => {
    if (context.session()) throw redirect({ to: '/dashboard', replace: true });
  },
  pendingComponent: () => <StartupScreen text="Welcome!" />,
});
