import { createRoute } from '@tanstack/react-router';
import { visitorRoute } from './visitor';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const RegisterPage = lazyScreen(() => import('../features/auth/RegisterPage'), 'RegisterPage');

export const registerRoute = createRoute({
  ...page(visitorRoute, '/register', 'Create Account'),
  component: RegisterPage,
});
