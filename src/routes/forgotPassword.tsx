import { createRoute } from '@tanstack/react-router';
import { visitorRoute } from './visitor';
import { lazyScreen } from './lazyScreen';

const ForgotPasswordPage = lazyScreen(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/forgot-password',
  staticData: { title: 'Forgot Password' },
  component: ForgotPasswordPage,
});
