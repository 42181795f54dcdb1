import { createRoute, type AsyncRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';
import { lazyScreen } from './lazyScreen';
import { linkPage, page } from './pageRoute';

/** The pages of an email change's three mailed links, each loaded only when its link is opened. */
const ApproveEmailChangePage = lazyScreen(
  () => import('../features/auth/ApproveEmailChangePage'),
  'ApproveEmailChangePage',
);
const CancelEmailChangePage = lazyScreen(
  () => import('../features/auth/CancelEmailChangePage'),
  'CancelEmailChangePage',
);
const VerifyEmailChangePage = lazyScreen(
  () => import('../features/auth/VerifyEmailChangePage'),
  'VerifyEmailChangePage',
);

function emailChangeLink<Path extends string, Props extends Record<string, string | undefined>>(
  path: Path,
  title: string,
  Page: AsyncRouteComponent<Props>,
) {
  return createRoute({ ...page(rootRoute, path, title), component: linkPage(Page, 'params') });
}

/** The link sent to the new address, which confirms it (spec route). */
export const verifyEmailChangeRoute = emailChangeLink(
  '/verify-email-change/$uid/$token/$newEmail',
  'Confirm Email Change',
  VerifyEmailChangePage,
);

/** Not in the spec's route table: the approval link an email change sends to the current address. */
export const approveEmailChangeRoute = emailChangeLink(
  '/approve-email-change/$uid/$token/$newEmail',
  'Approve Email Change',
  ApproveEmailChangePage,
);

/** Not in the spec's route table: the cancel link an email change sends to the current address. */
export const cancelEmailChangeRoute = emailChangeLink(
  '/cancel-email-change/$uid/$token',
  'Cancel Email Change',
  CancelEmailChangePage,
);
