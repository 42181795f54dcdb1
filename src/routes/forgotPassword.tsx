import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { visitorRoute } from './visitor';

const ForgotPasswordPage = lazyRouteComponent(
  () => import('../features/auth/ForgotPasswordPage'),
  'ForgotPasswordPage',
);

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/forgot-password',
  staticData: { title: 'Forgot Password' },
  component: ForgotPasswordPage,
});
