import { createRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';
import { rootRoute } from './root';

export const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email/$uid/$token',
  component: VerifyEmailRoutePage,
});

function VerifyEmailRoutePage() {
  const { uid, token } = verifyEmailRoute.useParams();
  return <VerifyEmailPage key={`${uid}/${token}`} uid={uid} token={token} />;
}
