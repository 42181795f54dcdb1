import { profileTabs, type ProfileTab } from './profileSearch';
import { TabList } from '../../ui/TabList';

export const tabLabels: Record<ProfileTab, string> = {
  profile: 'Profile Information',
  password: 'Change Password',
  currency: 'Change Currency',
  target: 'Target',
};

export const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
export const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

interface ProfileTabsProps {
  active: ProfileTab;
  onChange: (tab: ProfileTab) => void;
}

/** The four profile tabs (spec section 4); the open one's panel follows them. */
export function ProfileTabs({ active, onChange }: ProfileTabsProps) {
  return (
    <TabList
      tabs={profileTabs}
      active={active}
      label="Profile settings"
      className="profile-tabs"
      text={(tab) => tabLabels[tab]}
      tabId={tabId}
      controls={(tab, selected) => (selected ? panelId(tab) : undefined)}
      onChange={onChange}
    />
  );
}
