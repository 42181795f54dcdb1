import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Runs `task` once per mount, even when StrictMode runs effects twice: links that spend a token
 * (verification, Google code) must be sent only once per visit.
 */
export function useOnce(task: () => void): void {
  const started = useRef(false);
  const run = useEffectEvent(task);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, []);
}
