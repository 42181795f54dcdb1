import { lazyPage } from './lazyPage';
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

const VerifyEmailPage = lazyPage(() => import('../features/auth/VerifyEmailPage').then((m) => m.VerifyEmailPage));

export const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email/$uid/$token',
  component: VerifyEmailRoutePage,
});

function VerifyEmailRoutePage() {
  const { uid, token } = verifyEmailRoute.useParams();
  return <VerifyEmailPage key={`${uid}/${token}`} uid={uid} token={token} />;
}
