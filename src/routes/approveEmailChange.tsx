import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { withPagePreload } from './withPagePreload';
import { lazyScreen } from './lazyScreen';

const ApproveEmailChangePage = lazyScreen(
  () => import('../features/auth/ApproveEmailChangePage'),
  'ApproveEmailChangePage',
);

/** Not in the spec's route table: the approval link an email change sends to the current address. */
export const approveEmailChangeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/approve-email-change/$uid/$token/$newEmail',
  staticData: { title: 'Approve Email Change' },
  component: withPagePreload(ApproveEmailChangeRoutePage, ApproveEmailChangePage),
});

function ApproveEmailChangeRoutePage() {
  const { uid, token, newEmail } = approveEmailChangeRoute.useParams();
  return <ApproveEmailChangePage key={`${uid}/${token}/${newEmail}`} uid={uid} token={token} newEmail={newEmail} />;
}
