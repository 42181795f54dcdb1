import { lazyPage } from './lazyPage';
import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { googleCallbackSearchSchema } from '../features/auth/searchSchemas';
import { rootRoute } from './root';

const GoogleCallbackPage = lazyPage(() =>
  import('../features/auth/GoogleCallbackPage').then((m) => m.GoogleCallbackPage),
);

export const googleCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/google/callback',
  validateSearch: (search) => v.parse(googleCallbackSearchSchema, search),
  component: GoogleCallbackRoutePage,
});

function GoogleCallbackRoutePage() {
  const { code, state, error } = googleCallbackRoute.useSearch();
  return <GoogleCallbackPage code={code} state={state} error={error} />;
}
