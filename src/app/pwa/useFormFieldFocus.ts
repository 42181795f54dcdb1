import { useSyncExternalStore } from 'react';

/** A control that takes typing: the install prompt must not take the focus from it mid-entry. */
function formFieldHasFocus(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return false;
  if (active.isContentEditable) return true;
  if (active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) return true;
  return (
    active instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio'].includes(active.type)
  );
}

function subscribe(listener: () => void): () => void {
  document.addEventListener('focusin', listener);
  document.addEventListener('focusout', listener);
  return () => {
    document.removeEventListener('focusin', listener);
    document.removeEventListener('focusout', listener);
  };
}

/**
 * Whether the focus is in a field the person types into, live. `focusout` fires before the focus
 * lands elsewhere, so the read waits a task for `document.activeElement` to settle.
 */
export function useFormFieldFocus(): boolean {
  return useSyncExternalStore(
    (listener) => subscribe(() => setTimeout(listener, 0)),
    formFieldHasFocus,
    () => false,
  );
}
