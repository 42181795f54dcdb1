import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { withPagePreload } from './withPagePreload';
import { lazyScreen } from './lazyScreen';

const CancelEmailChangePage = lazyScreen(
  () => import('../features/auth/CancelEmailChangePage'),
  'CancelEmailChangePage',
);

/** Not in the spec's route table: the cancel link an email change sends to the current address. */
export const cancelEmailChangeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cancel-email-change/$uid/$token',
  staticData: { title: 'Cancel Email Change' },
  component: withPagePreload(CancelEmailChangeRoutePage, CancelEmailChangePage),
});

function CancelEmailChangeRoutePage() {
  const { uid, token } = cancelEmailChangeRoute.useParams();
  return <CancelEmailChangePage key={`${uid}/${token}`} uid={uid} token={token} />;
}
