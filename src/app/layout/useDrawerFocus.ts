import { useEffect, useRef } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])';

/**
 * While the drawer is open: focus moves to its first link, Tab and Shift+Tab cycle through the menu
 * button and the drawer only, and Escape closes it and puts focus back on the menu button.
 */
export function useDrawerFocus(open: boolean, close: () => void) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const closeRef = useRef(close);

  useEffect(() => {
    closeRef.current = close;
  }, [close]);

  useEffect(() => {
    if (!open) return;
    drawerRef.current?.querySelector<HTMLElement>(focusable)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeRef.current();
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [toggleRef.current, ...(drawerRef.current?.querySelectorAll<HTMLElement>(focusable) ?? [])].filter(
        (item): item is HTMLElement => item !== null,
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = items.includes(document.activeElement as HTMLElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { toggleRef, drawerRef };
}
