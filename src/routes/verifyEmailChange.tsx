import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { withPagePreload } from './withPagePreload';
import { lazyScreen } from './lazyScreen';

const VerifyEmailChangePage = lazyScreen(
  () => import('../features/auth/VerifyEmailChangePage'),
  'VerifyEmailChangePage',
);

export const verifyEmailChangeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email-change/$uid/$token/$newEmail',
  staticData: { title: 'Confirm Email Change' },
  component: withPagePreload(VerifyEmailChangeRoutePage, VerifyEmailChangePage),
});

function VerifyEmailChangeRoutePage() {
  const { uid, token, newEmail } = verifyEmailChangeRoute.useParams();
  return <VerifyEmailChangePage key={`${uid}/${token}/${newEmail}`} uid={uid} token={token} newEmail={newEmail} />;
}
