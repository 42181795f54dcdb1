import { promptInstall, requestInstallPrompt } from './installState';
import { installAppButton } from './installTexts';
import { useInstallState } from './useInstallState';
import './pwa.css';

/** The landing page's floating button (spec "Shared layout"): only while installable and not installed. */
export function InstallAppButton() {
  const install = useInstallState();
  if (!install.installable) return null;
  const onClick = () => {
    // Where the browser has its own dialog, go straight to it; iOS gets the instructions.
    if (install.canPrompt) void promptInstall();
    else requestInstallPrompt();
  };
  return (
    <button type="button" className="button button--primary install-app-button" onClick={onClick}>
      <DownloadIcon />
      {installAppButton}
    </button>
  );
}

function DownloadIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
