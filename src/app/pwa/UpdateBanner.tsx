import { useSyncExternalStore } from 'react';
import { applyWaitingUpdate } from './serviceWorker';
import { isUpdateAvailable, subscribeToUpdate } from './updateState';
import './pwa.css';

export const updateTitle = 'New Update Available!';
export const updateText = 'A new version of the product is ready to install.';

/** Spec "Shared layout": shown while an update is flagged; 'Update Now' applies it and reloads. */
export function UpdateBanner() {
  const available = useSyncExternalStore(subscribeToUpdate, isUpdateAvailable, isUpdateAvailable);
  if (!available) return null;
  return (
    <div className="pwa-banner pwa-banner--update" role="status">
      <div className="pwa-banner__text">
        <strong>{updateTitle}</strong>
        <span>{updateText}</span>
      </div>
      <button type="button" className="button button--primary" onClick={() => void applyWaitingUpdate()}>
        Update Now
      </button>
    </div>
  );
}
