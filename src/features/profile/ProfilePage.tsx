import { useMemo, useState } from 'react';
import { BackToDashboard } from '../../app/layout/BackToDashboard';
import { useSession } from '../../app/session/useSession';
import { ShortcutSection } from '../../app/shortcuts/ShortcutSection';
import { StorageSection } from '../../app/storage/StorageSection';
import { BackupSection } from '../backup/BackupSection';
import { PasskeysSection } from '../auth/passkeys/PasskeysSection';
import { Banner } from '../../ui/Banner';
import { PageHeader } from '../../ui/PageHeader';
import { ChangeCurrencyForm } from './ChangeCurrencyForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import type { ProfileNotices } from './notices';
import { ProfileInfoForm } from './ProfileInfoForm';
import type { ProfileTab } from './profileSearch';
import { panelId, ProfileTabs, tabId } from './ProfileTabs';
import { profileTexts } from './profileTexts';
import { TargetForm } from './TargetForm';
import { TwoFactorSection } from './twoFactor/TwoFactorSection';
import { DeleteAccountSection } from './deleteAccount/DeleteAccountSection';
import { SignedInDevicesSection } from './devices/SignedInDevicesSection';
import { useLogout } from './useLogout';
import './profile.css';

interface ProfilePageProps {
  tab: ProfileTab;
  /** Puts the open tab in the URL. */
  onTabChange: (tab: ProfileTab) => void;
}

/** Personal data, password, favorite currency and monthly target, one tab each; the backup below them. */
export function ProfilePage({ tab, onTabChange }: ProfilePageProps) {
  const user = useSession()?.user;
  const logout = useLogout();
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const notices = useMemo<ProfileNotices>(
    () => ({
      success: (text) => {
        setError(null);
        setSuccess(text);
      },
      error: (text) => {
        setSuccess(null);
        setError(text);
      },
      clear: () => {
        setSuccess(null);
        setError(null);
      },
    }),
    [],
  );

  function openTab(next: ProfileTab) {
    // A message belongs to the tab that produced it.
    notices.clear();
    onTabChange(next);
  }

  return (
    <div className="profile-page">
      <PageHeader
        title={profileTexts.title}
        subtitle={profileTexts.subtitle}
        actions={
          <>
            <BackToDashboard />
            <button type="button" className="button button--secondary" onClick={() => void logout()}>
              {profileTexts.logout}
            </button>
          </>
        }
      />
      {success && <Banner variant="success">{success}</Banner>}
      {error && <Banner variant="error">{error}</Banner>}
      <div className="card profile-card">
        <ProfileTabs active={tab} onChange={openTab} />
        <div className="profile-panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0}>
          {tab === 'profile' && user && <ProfileInfoForm user={user} notices={notices} />}
          {tab === 'password' && <ChangePasswordForm notices={notices} />}
          {tab === 'currency' && <ChangeCurrencyForm notices={notices} />}
          {tab === 'target' && <TargetForm notices={notices} />}
        </div>
      </div>
      <TwoFactorSection />
      <SignedInDevicesSection />
      <PasskeysSection />
      <BackupSection />
      <ShortcutSection />
      <StorageSection />
      <DeleteAccountSection />
    </div>
  );
}
