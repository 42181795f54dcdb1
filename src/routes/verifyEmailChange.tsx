import { lazyPage } from './lazyPage';
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

const VerifyEmailChangePage = lazyPage(() =>
  import('../features/auth/VerifyEmailChangePage').then((m) => m.VerifyEmailChangePage),
);

export const verifyEmailChangeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email-change/$uid/$token/$newEmail',
  component: VerifyEmailChangeRoutePage,
});

function VerifyEmailChangeRoutePage() {
  const { uid, token, newEmail } = verifyEmailChangeRoute.useParams();
  return <VerifyEmailChangePage key={`${uid}/${token}/${newEmail}`} uid={uid} token={token} newEmail={newEmail} />;
}
