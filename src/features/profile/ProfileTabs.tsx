import { useRef, type KeyboardEvent } from 'react';
import { profileTabs, type ProfileTab } from './profileSearch';
import '../../ui/tab.css';

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

/**
 * The WAI-ARIA tabs pattern with automatic activation: only the open tab is in the Tab order, and the
 * arrow keys (plus Home and End) move to and open the neighbouring tab.
 */
export function ProfileTabs({ active, onChange }: ProfileTabsProps) {
  const buttons = useRef(new Map<ProfileTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = profileTabs.indexOf(active);
    const last = profileTabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = profileTabs[next]!;
    buttons.current.get(tab)?.focus();
    onChange(tab);
  }

  return (
    <div className="profile-tabs" role="tablist" aria-label="Profile settings" onKeyDown={onKeyDown}>
      {profileTabs.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            className="tab profile-tabs__tab"
            aria-selected={selected}
            aria-controls={selected ? panelId(tab) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
          >
            {tabLabels[tab]}
          </button>
        );
      })}
    </div>
  );
}
