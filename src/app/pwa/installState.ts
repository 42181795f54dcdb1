import { requestPersistentStorage } from '../storage/storagePersistence';
import { detectPlatform, type InstallPlatform } from './platform';

/** Chromium's deferred install prompt; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallState {
  platform: InstallPlatform;
  /** The browser offered installation (beforeinstallprompt was captured and not used yet). */
  canPrompt: boolean;
  /** Installable: the browser's prompt is at hand, or iOS, where Safari's "Add to Home Screen" always is. */
  installable: boolean;
  /** Running standalone, or the app-installed event came (spec section 4). */
  installed: boolean;
  /** The floating 'Install App' button asked for the instructions (iOS has no browser prompt). */
  promptRequested: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installedEvent = false;
let promptRequested = false;
let state: InstallState = compute();
const listeners = new Set<() => void>();

function runningStandalone(): boolean {
  const standaloneMedia =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standaloneMedia || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function compute(): InstallState {
  const platform = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
  const installed = installedEvent || runningStandalone();
  const canPrompt = deferred !== null && !installed;
  return {
    platform,
    canPrompt,
    installable: !installed && (canPrompt || platform === 'ios'),
    installed,
    promptRequested,
  };
}

function changed() {
  state = compute();
  for (const listener of listeners) listener();
}

export const getInstallState = (): InstallState => state;

export function subscribeToInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Listens from the first moment, before React renders: Chromium may offer installation early, and
 * the event is only kept if somebody calls preventDefault() on it.
 */
export function captureInstallEvents(): () => void {
  const onBeforeInstallPrompt = (event: Event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  };
  const onInstalled = () => {
    installedEvent = true;
    deferred = null;
    changed();
    // Browsers keep an installed app's storage more readily than a tab's: ask again now.
    void requestPersistentStorage();
  };
  const standalone = typeof window.matchMedia === 'function' ? window.matchMedia('(display-mode: standalone)') : null;
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onInstalled);
  standalone?.addEventListener('change', changed);
  changed();
  return () => {
    window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.removeEventListener('appinstalled', onInstalled);
    standalone?.removeEventListener('change', changed);
  };
}

/** Shows the browser's install dialog; a captured prompt can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  changed();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}

export function requestInstallPrompt(open = true): void {
  promptRequested = open;
  changed();
}

/** For tests: forget every captured event. */
export function resetInstallState(): void {
  deferred = null;
  installedEvent = false;
  promptRequested = false;
  changed();
}
