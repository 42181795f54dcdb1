import { useState } from 'react';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from '../../../api/twoFactor';
import type { TwoFactorSetup } from '../../../domain/twoFactor';
import { Banner, type BannerVariant } from '../../../ui/Banner';
import { profileFailure } from '../profileFailure';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';
import { TwoFactorQr } from './TwoFactorQr';
import { twoFactorTexts as texts } from './twoFactorTexts';
import { useTwoFactorStatus } from './useTwoFactorStatus';
import './twoFactor.css';

interface Notice {
  variant: BannerVariant;
  text: string;
}

/**
 * The opened section: turning two-factor sign-in on (scan, confirm with a code, save the recovery codes shown once) and
 * off (with a code or a recovery code), issue 49, item 6. Needs the server: the secret lives there.
 */
export function TwoFactorPanel() {
  const [status, load] = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [starting, setStarting] = useState(false);

  const failed = async (caught: unknown, fallback: string) =>
    setNotice({ variant: 'error', text: await profileFailure(caught, fallback) });
  const missing = (text: string) => setNotice({ variant: 'error', text });

  async function start() {
    setNotice(null);
    setStarting(true);
    try {
      setSetup(await startTwoFactorSetup());
    } catch (caught) {
      await failed(caught, texts.startFailed);
    } finally {
      setStarting(false);
    }
  }

  async function confirm(code: string) {
    setNotice(null);
    try {
      const answer = await enableTwoFactor(code);
      setSetup(null);
      setCodes(answer.recovery_codes);
      setNotice({ variant: 'success', text: answer.message });
    } catch (caught) {
      await failed(caught, texts.enableFailed);
    }
  }

  async function turnOff(code: string) {
    setNotice(null);
    try {
      const answer = await disableTwoFactor(code);
      setNotice({ variant: 'success', text: answer.message });
      await load();
    } catch (caught) {
      await failed(caught, texts.disableFailed);
    }
  }

  function body() {
    if (codes) {
      return (
        <>
          <h3 className="two-factor__heading">{texts.codesHeading}</h3>
          <p className="two-factor__intro">{texts.codesIntro}</p>
          <ul className="two-factor__codes" aria-label={texts.codesHeading}>
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <div className="two-factor__buttons">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setCodes(null);
                setNotice(null);
                void load();
              }}
            >
              {texts.codesDone}
            </button>
          </div>
        </>
      );
    }
    if (setup) {
      return (
        <>
          <p className="two-factor__intro">{texts.scan}</p>
          <TwoFactorQr uri={setup.otpauth_uri} />
          <p>
            {texts.key}: <span className="two-factor__key">{setup.secret}</span>
          </p>
          <TwoFactorCodeForm
            id="two-factor-confirm"
            label={texts.codeLabel}
            submitLabel={texts.confirm}
            busyLabel={texts.confirming}
            onSubmit={confirm}
            onMissing={missing}
          >
            <button type="button" className="button button--secondary" onClick={() => setSetup(null)}>
              {texts.cancel}
            </button>
          </TwoFactorCodeForm>
        </>
      );
    }
    if (status === 'loading') return <p role="status">{texts.loading}</p>;
    if (status === 'failed') {
      return (
        <>
          <Banner variant="error">{texts.loadFailed}</Banner>
          <div className="two-factor__buttons">
            <button type="button" className="button button--secondary" onClick={() => void load()}>
              {texts.retry}
            </button>
          </div>
        </>
      );
    }
    if (status.enabled) {
      return (
        <>
          <p className="two-factor__intro">{texts.introOn}</p>
          <p className="two-factor__intro">{texts.codesLeft(status.recovery_codes_left)}</p>
          <TwoFactorCodeForm
            id="two-factor-disable"
            label={texts.turnOffLabel}
            submitLabel={texts.turnOff}
            busyLabel={texts.turningOff}
            onSubmit={turnOff}
            onMissing={missing}
          />
        </>
      );
    }
    return (
      <>
        <p className="two-factor__intro">{texts.introNow}</p>
        <div className="two-factor__buttons">
          <button type="button" className="button button--primary" disabled={starting} onClick={() => void start()}>
            {starting ? texts.starting : texts.turnOn}
          </button>
        </div>
      </>
    );
  }

  return (
    <div className="two-factor__panel" id="two-factor-panel">
      {notice && <Banner variant={notice.variant}>{notice.text}</Banner>}
      {body()}
    </div>
  );
}
