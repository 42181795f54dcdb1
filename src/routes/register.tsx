import { createRoute } from '@tanstack/react-router';
import { visitorRoute } from './visitor';
import { lazyScreen } from './lazyScreen';

const RegisterPage = lazyScreen(() => import('../features/auth/RegisterPage'), 'RegisterPage');

export const registerRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/register',
  staticData: { title: 'Create Account' },
  component: RegisterPage,
});
