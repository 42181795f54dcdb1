import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { lazyScreen } from './lazyScreen';
import { linkPage, page } from './pageRoute';

const CancelEmailChangePage = lazyScreen(
  () => import('../features/auth/CancelEmailChangePage'),
  'CancelEmailChangePage',
);

/** Not in the spec's route table: the cancel link an email change sends to the current address. */
export const cancelEmailChangeRoute = createRoute({
  ...page(rootRoute, '/cancel-email-change/$uid/$token', 'Cancel Email Change'),
  component: linkPage(CancelEmailChangePage, 'params'),
});
