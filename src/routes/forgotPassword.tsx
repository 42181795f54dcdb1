import { createRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { visitorRoute } from './visitor';

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/forgot-password',
  component: ForgotPasswordPage,
});
