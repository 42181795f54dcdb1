import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';
import { withPagePreload } from './withPagePreload';
import { lazyScreen } from './lazyScreen';

const VerifyEmailPage = lazyScreen(() => import('../features/auth/VerifyEmailPage'), 'VerifyEmailPage');

export const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email/$uid/$token',
  staticData: { title: 'Email Verification' },
  component: withPagePreload(VerifyEmailRoutePage, VerifyEmailPage),
});

function VerifyEmailRoutePage() {
  const { uid, token } = verifyEmailRoute.useParams();
  return <VerifyEmailPage key={`${uid}/${token}`} uid={uid} token={token} />;
}
