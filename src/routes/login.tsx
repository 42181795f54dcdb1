import { lazyPage } from './lazyPage';
import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { loginSearchSchema } from '../features/auth/searchSchemas';
import { visitorRoute } from './visitor';

const LoginPage = lazyPage(() => import('../features/auth/LoginPage').then((m) => m.LoginPage));

export const loginRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/login',
  validateSearch: (search) => v.parse(loginSearchSchema, search),
  component: LoginRoutePage,
});

function LoginRoutePage() {
  const { message } = loginRoute.useSearch();
  return <LoginPage message={message} />;
}
