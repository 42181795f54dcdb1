/** Test-only: the profile page at /profile?tab= with a signed-in person. Not used by the app. */
import { useLocation, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { saveSession, type SessionUser } from '../../api/session';
import type { MoneyKitchenDb } from '../../db/database';
import { renderScreen } from '../../../tests/support/renderScreen';
import { ProfilePage } from './ProfilePage';
import { profileSearchSchema } from './profileSearch';

export const cook: SessionUser = {
  id: 'user-1',
  username: 'cook',
  email: 'cook@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email_verify: true,
};

function ProfileAtUrl() {
  const { tab } = v.parse(profileSearchSchema, useLocation().search);
  const navigate = useNavigate();
  return (
    <ProfilePage
      tab={tab ?? 'profile'}
      onTabChange={(next) => void navigate({ to: '/profile', search: { tab: next } as never, replace: true })}
    />
  );
}

/** Signs `user` in (local storage only) and opens the profile at `url`. */
export function renderProfile(db: MoneyKitchenDb, url = '/profile', user: Partial<SessionUser> = {}) {
  saveSession({ accessToken: 'access', refreshToken: 'refresh', user: { ...cook, ...user } });
  return renderScreen(<ProfileAtUrl />, {
    path: '/profile',
    url,
    db,
    validateSearch: (search) => v.parse(profileSearchSchema, search),
  });
}
