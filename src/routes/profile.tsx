import { lazyPage } from './lazyPage';
import { createRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { profileSearchSchema } from '../features/profile/profileSearch';
import { signedInRoute } from './signedIn';

const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage));

export const profileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/profile',
  validateSearch: (search) => v.parse(profileSearchSchema, search),
  component: ProfileRoutePage,
});

function ProfileRoutePage() {
  const { tab } = profileRoute.useSearch();
  const navigate = useNavigate({ from: profileRoute.fullPath });
  // Replace: moving between tabs is not a step Back should undo one by one.
  return (
    <ProfilePage
      tab={tab ?? 'profile'}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
    />
  );
}
