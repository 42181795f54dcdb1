import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { lazyScreen } from './lazyScreen';
import { linkPage, page } from './pageRoute';

const ApproveEmailChangePage = lazyScreen(
  () => import('../features/auth/ApproveEmailChangePage'),
  'ApproveEmailChangePage',
);

/** Not in the spec's route table: the approval link an email change sends to the current address. */
export const approveEmailChangeRoute = createRoute({
  ...page(rootRoute, '/approve-email-change/$uid/$token/$newEmail', 'Approve Email Change'),
  component: linkPage(ApproveEmailChangePage, 'params'),
});
