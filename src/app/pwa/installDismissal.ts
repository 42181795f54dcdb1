/** Spec section 9: the install prompt waits 5 s after load and stays away 7 days (10080 minutes) after a dismissal. */
export const installPromptDelayMs = 5_000;
export const dismissalSuppressionMs = 10_080 * 60 * 1000;
export const installDismissedAtKey = 'install-prompt-dismissed-at';

export function recordInstallDismissal(now = Date.now()): void {
  try {
    localStorage.setItem(installDismissedAtKey, String(now));
  } catch {
    // Storage blocked: the prompt may come back next time, nothing worse.
  }
}

export function dismissedRecently(now = Date.now()): boolean {
  let stored: string | null;
  try {
    stored = localStorage.getItem(installDismissedAtKey);
  } catch {
    return false;
  }
  const at = Number(stored);
  return stored !== null && Number.isFinite(at) && now - at < dismissalSuppressionMs;
}
