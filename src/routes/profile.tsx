import { createRoute, useNavigate } from '@tanstack/react-router';
import { profileSearchSchema } from '../features/profile/profileSearch';
import { withPagePreload } from './withPagePreload';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page, searchOf } from './pageRoute';

const ProfilePage = lazyScreen(() => import('../features/profile/ProfilePage'), 'ProfilePage');

export const profileRoute = createRoute({
  ...page(signedInRoute, '/profile', 'Profile'),
  validateSearch: searchOf(profileSearchSchema),
  component: withPagePreload(ProfileRoutePage, ProfilePage),
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
