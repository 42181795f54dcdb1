import { useEffect, useSyncExternalStore } from 'react';

/**
 * The "n" shortcut that opens the add form from any signed-in screen (issue 18 section 4). A
 * single-character shortcut must be possible to turn off (WCAG 2.1.4), so it has a switch on Profile,
 * kept per device in localStorage.
 */
export const addShortcutKey = 'n';

const storageKey = 'money-kitchen:add-shortcut';
const changeEvent = 'money-kitchen:add-shortcut-change';

export function addShortcutEnabled(): boolean {
  try {
    return localStorage.getItem(storageKey) !== 'off';
  } catch {
    return true;
  }
}

export function setAddShortcutEnabled(enabled: boolean): void {
  try {
    if (enabled) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, 'off');
  } catch {
    // Storage blocked: the choice lasts until the page closes (the event below still applies it).
  }
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void): () => void {
  // `storage` carries a change made in another tab; the custom event one made in this tab.
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

export function useAddShortcutEnabled(): boolean {
  return useSyncExternalStore(subscribe, addShortcutEnabled, () => true);
}

/** Whether a key press is meant for what has focus: typing in a field, or a control that takes keys. */
function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * Runs `onPress` when the shortcut key is pressed alone: not while typing in a field, not with Ctrl,
 * Alt, Meta or Shift (those belong to the browser and the system), not while a dialog is open, and
 * not when the setting is off.
 */
export function useAddShortcut(onPress: () => void): void {
  const enabled = useAddShortcutEnabled();
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== addShortcutKey || event.repeat || event.defaultPrevented) return;
      if (event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      if (typingInto(event.target) || document.body.classList.contains('modal-open')) return;
      event.preventDefault();
      onPress();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, onPress]);
}
