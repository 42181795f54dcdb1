import { createRoute } from '@tanstack/react-router';
import { googleCallbackSearchSchema } from '../features/auth/searchSchemas';
import { rootRoute } from './root';
import { lazyScreen } from './lazyScreen';
import { linkPage, page, searchOf } from './pageRoute';

const GoogleCallbackPage = lazyScreen(() => import('../features/auth/GoogleCallbackPage'), 'GoogleCallbackPage');

export const googleCallbackRoute = createRoute({
  ...page(rootRoute, '/auth/google/callback', 'Google Sign-In'),
  validateSearch: searchOf(googleCallbackSearchSchema),
  component: linkPage(GoogleCallbackPage, 'search'),
});
