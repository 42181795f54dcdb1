import { useState } from 'react';
import { signedInLogins, signOutLogin, signOutOtherLogins, type SignedInLogin } from '../../../api/logins';
import { Banner, type BannerVariant } from '../../../ui/Banner';
import { useAnswerOnOpen } from '../../../ui/useAnswerOnOpen';
import { profileFailure } from '../profileFailure';
import { deviceName } from '../../../domain/deviceName';

export const devicesTexts = {
  heading: 'Signed-In Devices',
  intro: 'The browsers and apps signed in to your account. Sign out any you do not recognise.',
  show: 'Show Signed-In Devices',
  hide: 'Hide',
  loading: 'Loading your devices...',
  loadFailed: 'Could not load your devices. Check your connection and try again.',
  retry: 'Try again',
  thisDevice: 'This device',
  signedIn: (when: string, address: string) => `Signed in ${when}${address ? ` from ${address}` : ''}`,
  lastActive: (when: string) => `Last active ${when}`,
  signOut: 'Sign out',
  signOutNamed: (name: string) => `Sign out ${name}`,
  signOutOthers: 'Sign Out All Other Devices',
  failed: 'Could not sign that device out.',
} as const;

/** The profile's signed-in devices section before it is opened (styled as the two-factor one). */
export const devicesSection = {
  id: 'devices',
  block: 'two-factor',
  heading: devicesTexts.heading,
  intro: devicesTexts.intro,
  openLabel: devicesTexts.show,
  closeLabel: devicesTexts.hide,
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type Load = SignedInLogin[] | 'loading' | 'failed';

/** Async, so a request ky fails to build is a failed load, not a throw inside the effect. */
async function fetchLogins(): Promise<Load> {
  try {
    return (await signedInLogins()).logins;
  } catch {
    return 'failed';
  }
}

/** The opened list (issue 49, item 8): each device, this one marked, with sign-out buttons. */
export function SignedInDevicesPanel() {
  const [logins, reload] = useAnswerOnOpen<Load>(fetchLogins, 'loading');
  const [notice, setNotice] = useState<{ variant: BannerVariant; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(call: () => Promise<{ message: string }>) {
    setNotice(null);
    setBusy(true);
    try {
      setNotice({ variant: 'success', text: (await call()).message });
      await reload();
    } catch (caught) {
      setNotice({ variant: 'error', text: await profileFailure(caught, devicesTexts.failed) });
    } finally {
      setBusy(false);
    }
  }

  if (logins === 'loading') return <p role="status">{devicesTexts.loading}</p>;
  if (logins === 'failed') {
    return (
      <>
        <Banner variant="error">{devicesTexts.loadFailed}</Banner>
        <div className="two-factor__buttons">
          <button type="button" className="button button--secondary" onClick={() => void reload()}>
            {devicesTexts.retry}
          </button>
        </div>
      </>
    );
  }
  const others = logins.filter((login) => !login.current);
  return (
    <div className="two-factor__panel">
      {notice && <Banner variant={notice.variant}>{notice.text}</Banner>}
      <ul className="devices__list">
        {logins.map((login) => {
          const name = deviceName(login.device);
          return (
            <li key={login.id} className="devices__item">
              <p className="devices__name">
                {name}
                {login.current && <span className="devices__this"> ({devicesTexts.thisDevice})</span>}
              </p>
              <p className="two-factor__intro">{devicesTexts.signedIn(when(login.signed_in_at), login.address)}</p>
              <p className="two-factor__intro">{devicesTexts.lastActive(when(login.last_active_at))}</p>
              {!login.current && (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={devicesTexts.signOutNamed(name)}
                  disabled={busy}
                  onClick={() => void act(() => signOutLogin(login.id))}
                >
                  {devicesTexts.signOut}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <div className="two-factor__buttons">
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void act(signOutOtherLogins)}
          >
            {devicesTexts.signOutOthers}
          </button>
        </div>
      )}
    </div>
  );
}
