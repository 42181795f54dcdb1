import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { lazyScreen } from './lazyScreen';
import { linkPage, page } from './pageRoute';

const VerifyEmailChangePage = lazyScreen(
  () => import('../features/auth/VerifyEmailChangePage'),
  'VerifyEmailChangePage',
);

export const verifyEmailChangeRoute = createRoute({
  ...page(rootRoute, '/verify-email-change/$uid/$token/$newEmail', 'Confirm Email Change'),
  component: linkPage(VerifyEmailChangePage, 'params'),
});
