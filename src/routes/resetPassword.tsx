import { createRoute } from '@tanstack/react-router';
import { resetPasswordSearchSchema } from '../features/auth/searchSchemas';
import { visitorRoute } from './visitor';
import { lazyScreen } from './lazyScreen';
import { linkPage, page, searchOf } from './pageRoute';

const ResetPasswordPage = lazyScreen(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');

export const resetPasswordRoute = createRoute({
  ...page(visitorRoute, '/reset-password', 'Set New Password'),
  validateSearch: searchOf(resetPasswordSearchSchema),
  component: linkPage(ResetPasswordPage, 'search'),
});
