import { useCallback, useRef, useState } from 'react';
import { aheadOfQueuedWork } from '../scheduling/queuedWork';

/**
 * How long a save runs before its form shows itself busy. A local command commits well inside it;
 * rendering the busy state at once would take the main thread from the very write it waits for
 * (the add command's budget is 10 ms), and would only flash.
 */
export const busyAfterMs = 150;

/**
 * One save at a time for a form. A second submit while one runs is ignored at once (a ref, which
 * holds before any render), and `busy` turns true only when the save is slow. The work starts in a
 * task after the submit's: a command's first run (compiling its code, starting its transaction)
 * then does not add to the click's task, which passed 50 ms while a first sync shared the machine
 * (a first sync's budget: no task over 50 ms from the Sign In click until synced).
 */
export function useSaving() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const save = useCallback(async (work: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    const slow = setTimeout(() => setBusy(true), busyAfterMs);
    try {
      await aheadOfQueuedWork();
      await work();
    } finally {
      clearTimeout(slow);
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, save };
}
