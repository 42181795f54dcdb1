import { lazyPage } from './lazyPage';
import { createRoute } from '@tanstack/react-router';
import { visitorRoute } from './visitor';

const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/forgot-password',
  component: ForgotPasswordPage,
});
