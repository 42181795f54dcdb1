import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { visitorRoute } from './visitor';

const RegisterPage = lazyRouteComponent(() => import('../features/auth/RegisterPage'), 'RegisterPage');

export const registerRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/register',
  staticData: { title: 'Create Account' },
  component: RegisterPage,
});
