import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { loginSearchSchema } from '../features/auth/searchSchemas';
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
  return <LoginPage message={message} />;
}
