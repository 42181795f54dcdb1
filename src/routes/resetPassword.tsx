import { lazyPage } from './lazyPage';
import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { resetPasswordSearchSchema } from '../features/auth/searchSchemas';
import { visitorRoute } from './visitor';

const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage));

export const resetPasswordRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/reset-password',
  validateSearch: (search) => v.parse(resetPasswordSearchSchema, search),
  component: ResetPasswordRoutePage,
});

function ResetPasswordRoutePage() {
  const { uid, token } = resetPasswordRoute.useSearch();
  // A different link is a fresh visit: check it again.
  return <ResetPasswordPage key={`${uid}/${token}`} uid={uid} token={token} />;
}
