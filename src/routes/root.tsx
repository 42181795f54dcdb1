import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../app/layout/AppShell';
import type { Session } from '../api/session';

export interface RouterContext {
  /** Read at navigation time so the guards always see the current session. */
  session: () => Session | null;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
});
