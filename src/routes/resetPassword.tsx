import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { resetPasswordSearchSchema } from '../features/auth/searchSchemas';
import { withPagePreload } from './withPagePreload';
import { visitorRoute } from './visitor';
import { lazyScreen } from './lazyScreen';

const ResetPasswordPage = lazyScreen(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');

export const resetPasswordRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/reset-password',
  staticData: { title: 'Set New Password' },
  validateSearch: (search) => v.parse(resetPasswordSearchSchema, search),
  component: withPagePreload(ResetPasswordRoutePage, ResetPasswordPage),
});

function ResetPasswordRoutePage() {
  const { uid, token } = resetPasswordRoute.useSearch();
  // A different link is a fresh visit: check it again.
  return <ResetPasswordPage key={`${uid}/${token}`} uid={uid} token={token} />;
}
