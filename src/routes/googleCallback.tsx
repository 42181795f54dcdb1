import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { GoogleCallbackPage } from '../features/auth/GoogleCallbackPage';
import { googleCallbackSearchSchema } from '../features/auth/searchSchemas';
import { rootRoute } from './root';

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
