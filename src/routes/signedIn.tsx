import { createRoute, redirect } from '@tanstack/react-router';
import { StartupScreen, workspaceLoadingText } from '../app/layout/StartupScreen';
import { rootRoute } from './root';
import { lazyScreen } from './lazyScreen';

/** The frame of every signed-in screen (its database and sync engine with it), loaded on first use. */
export const SignedInFrameScreen = lazyScreen(() => import('./signedInFrame'), 'SignedInFrame');

/** Pages for signed-in people: anyone else is sent to /login (spec route table). */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: ({ context }) => {
    if (!context.session()) throw redirect({ to: '/login', replace: true });
  },
  pendingComponent: () => <StartupScreen text={workspaceLoadingText} />,
  // The database and sync engine load with the first signed-in screen (or while the login page is
  // idle, login.tsx), not with the landing page.
  component: SignedInFrameScreen,
});
