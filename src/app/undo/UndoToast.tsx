import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { currentUndoNotice, dismissUndoNotice, forgetUndos, subscribeToUndo, undoLast, undoTexts } from './undoStack';
import './undo-toast.css';

/** How long a notice stays (issue 46, item 7: "several seconds"); while pointed at or focused it waits. */
export const undoToastMs = 8000;

/** Where Ctrl/Cmd+Z belongs to the text being typed (or to an open dialog), not to the last command. */
function typingOrInDialog(target: EventTarget | null): boolean {
  if (document.querySelector('dialog[open], [aria-modal="true"]')) return true;
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select') !== null;
}

/**
 * The undo toast of the signed-in screens: a polite status with an Undo button after each undoable
 * command, for 8 s; Ctrl+Z (Cmd+Z on a Mac) undoes the newest command of this device outside text
 * fields. The live region stays in the page, so each notice put in it is announced.
 */
export function UndoToast() {
  const notice = useSyncExternalStore(subscribeToUndo, currentUndoNotice);
  const [held, setHeld] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!notice || held) return;
    const timer = setTimeout(() => dismissUndoNotice(notice.key), undoToastMs);
    return () => clearTimeout(timer);
  }, [notice, held]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey)
        return;
      if (typingOrInDialog(event.target)) return;
      event.preventDefault();
      void undoLast();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Another workspace (a sign-out) must never undo into this one.
  useEffect(() => forgetUndos, []);

  function undo() {
    // The button goes with the notice: focus stays on the toast, which says what was undone.
    regionRef.current?.focus();
    void undoLast();
  }

  return (
    <div
      ref={regionRef}
      className="undo-toast"
      role="status"
      aria-live="polite"
      tabIndex={-1}
      data-shown={notice ? 'true' : undefined}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {notice && (
        <div className="undo-toast__card" key={notice.key}>
          <span className="undo-toast__message">{notice.message}</span>
          {notice.undoable && (
            <button type="button" className="undo-toast__button" onClick={undo}>
              {undoTexts.undo}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
