import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { googleCallbackSearchSchema } from '../features/auth/searchSchemas';
import { rootRoute } from './root';
import { withPagePreload } from './withPagePreload';
import { lazyScreen } from './lazyScreen';

const GoogleCallbackPage = lazyScreen(() => import('../features/auth/GoogleCallbackPage'), 'GoogleCallbackPage');

export const googleCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/google/callback',
  staticData: { title: 'Google Sign-In' },
  validateSearch: (search) => v.parse(googleCallbackSearchSchema, search),
  component: withPagePreload(GoogleCallbackRoutePage, GoogleCallbackPage),
});

function GoogleCallbackRoutePage() {
  const { code, state, error } = googleCallbackRoute.useSearch();
  return <GoogleCallbackPage code={code} state={state} error={error} />;
}
