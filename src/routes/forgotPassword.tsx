import { createRoute } from '@tanstack/react-router';
import { visitorRoute } from './visitor';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const ForgotPasswordPage = lazyScreen(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');

export const forgotPasswordRoute = createRoute({
  ...page(visitorRoute, '/forgot-password', 'Forgot Password'),
  component: ForgotPasswordPage,
});
