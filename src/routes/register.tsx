import { lazyPage } from './lazyPage';
import { createRoute } from '@tanstack/react-router';
import { visitorRoute } from './visitor';

const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage').then((m) => m.RegisterPage));

export const registerRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/register',
  component: RegisterPage,
});
