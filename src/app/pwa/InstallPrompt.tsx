import { useEffect, useState } from 'react';
import { Modal } from '../../ui/Modal';
import { dismissedRecently, installPromptDelayMs, recordInstallDismissal } from './installDismissal';
import { promptInstall, requestInstallPrompt } from './installState';
import { installAction, installBenefits, installIntro, installTitle, maybeLater } from './installTexts';
import { useInstallState } from './useInstallState';
import { useFormFieldFocus } from './useFormFieldFocus';
import './pwa.css';

/**
 * Spec "Shared layout": 5 s after load, when the app is installable, not installed and not
 * dismissed in the last 7 days. 'Maybe Later', the close button, Escape and a backdrop click all
 * dismiss; the floating 'Install App' button can open it at any time. When it comes due while the
 * person is typing in a field it waits until they leave the field (issue 46, item 11), so it never
 * takes the focus from an amount half entered.
 */
export function InstallPrompt() {
  const install = useInstallState();
  // Whether the delay has passed with no recent dismissal; decided once, when the delay ends.
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  const typing = useFormFieldFocus();

  useEffect(() => {
    const timer = setTimeout(() => setDue(!dismissedRecently()), installPromptDelayMs);
    return () => clearTimeout(timer);
  }, []);

  const open = install.installable && (install.promptRequested || (due && !closed && !typing));
  if (!open) return null;

  const close = () => {
    setClosed(true);
    requestInstallPrompt(false);
  };
  const dismiss = () => {
    recordInstallDismissal();
    close();
  };
  const installNow = async () => {
    if (!install.canPrompt) {
      // iOS: the text told them how; that answers the prompt for now.
      dismiss();
      return;
    }
    close();
    if ((await promptInstall()) === 'dismissed') recordInstallDismissal();
  };

  return (
    <Modal title={installTitle} onClose={dismiss}>
      <div className="install-prompt">
        <p className="install-prompt__intro">{installIntro[install.platform]}</p>
        <ul className="install-prompt__benefits">
          {installBenefits.map((benefit) => (
            <li key={benefit.title}>
              <strong>{benefit.title}</strong>
              <span>{benefit.text}</span>
            </li>
          ))}
        </ul>
        <div className="install-prompt__actions">
          <button type="button" className="button button--primary" data-autofocus onClick={() => void installNow()}>
            {installAction[install.platform]}
          </button>
          <button type="button" className="button button--secondary" onClick={dismiss}>
            {maybeLater}
          </button>
        </div>
      </div>
    </Modal>
  );
}
