import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';
import { withPagePreload } from './withPagePreload';

const VerifyEmailChangePage = lazyRouteComponent(
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
