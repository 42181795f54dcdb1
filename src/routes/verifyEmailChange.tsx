import { createRoute } from '@tanstack/react-router';
import { VerifyEmailChangePage } from '../features/auth/VerifyEmailChangePage';
import { rootRoute } from './root';

export const verifyEmailChangeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email-change/$uid/$token/$newEmail',
  component: VerifyEmailChangeRoutePage,
});

function VerifyEmailChangeRoutePage() {
  const { uid, token, newEmail } = verifyEmailChangeRoute.useParams();
  return <VerifyEmailChangePage key={`${uid}/${token}/${newEmail}`} uid={uid} token={token} newEmail={newEmail} />;
}
