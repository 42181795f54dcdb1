import { createRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as v from 'valibot';
import { loginSearchSchema } from '../features/auth/searchSchemas';
import { DashboardPage } from './dashboard';
import { SignedInFrameScreen } from './signedIn';
import { withPagePreload } from './withPagePreload';
import { visitorRoute } from './visitor';
import { lazyScreen } from './lazyScreen';

const LoginPage = lazyScreen(() => import('../features/auth/LoginPage'), 'LoginPage');

export const loginRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/login',
  staticData: { title: 'Sign In' },
  validateSearch: (search) => v.parse(loginSearchSchema, search),
  component: withPagePreload(LoginRoutePage, LoginPage),
});

function LoginRoutePage() {
  const { message } = loginRoute.useSearch();
  useEffect(() => whenIdle(loadWhatSignInOpens), []);
  return <LoginPage message={message} />;
}

/**
 * The signed-in frame and the dashboard, loaded while the person types: once signed in, their code
 * is ready, and the first sync's first second does not evaluate it (a long task there, issue 15).
 * A failure changes nothing: the router loads them again when it needs them.
 */
function loadWhatSignInOpens() {
  for (const screen of [SignedInFrameScreen, DashboardPage]) void screen.preload?.()?.catch(() => undefined);
}

/** Runs `work` when the page is next idle; the answer cancels it. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1000);
  return () => clearTimeout(timer);
}
