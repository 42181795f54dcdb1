import { createRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loginSearchSchema } from '../features/auth/searchSchemas';
import { DashboardPage } from './dashboard';
import { SignedInFrameScreen } from './signedIn';
import { withPagePreload } from './withPagePreload';
import { visitorRoute } from './visitor';
import { lazyScreen } from './lazyScreen';
import { page, searchOf } from './pageRoute';
import { warmDateFields } from '../ui/warmDateFields';
import { whenIdle } from '../scheduling/whenIdle';

const LoginPage = lazyScreen(() => import('../features/auth/LoginPage'), 'LoginPage');

export const loginRoute = createRoute({
  ...page(visitorRoute, '/login', 'Sign In'),
  validateSearch: searchOf(loginSearchSchema),
  component: withPagePreload(LoginRoutePage, LoginPage),
});

function LoginRoutePage() {
  const { message } = loginRoute.useSearch();
  useEffect(() => whenIdle(prepareWhatSignInOpens), []);
  return <LoginPage message={message} />;
}

/**
 * While the person types: the signed-in frame and the dashboard are loaded, so that once signed in
 * their code is ready and the first sync's first second does not evaluate it (a long task there,
 * issue 15), and date fields are warmed (warmDateFields), so the add form's first opening during
 * that sync does not style one for the first time. A failed load changes nothing: the router loads
 * them again when it needs them.
 */
function prepareWhatSignInOpens() {
  for (const screen of [SignedInFrameScreen, DashboardPage]) void screen.preload?.()?.catch(() => undefined);
  warmDateFields();
}
