import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { lazyScreen } from './lazyScreen';
import { linkPage, page } from './pageRoute';

const VerifyEmailPage = lazyScreen(() => import('../features/auth/VerifyEmailPage'), 'VerifyEmailPage');

export const verifyEmailRoute = createRoute({
  ...page(rootRoute, '/verify-email/$uid/$token', 'Email Verification'),
  component: linkPage(VerifyEmailPage, 'params'),
});
