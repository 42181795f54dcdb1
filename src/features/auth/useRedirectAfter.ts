import { useEffect, useEffectEvent } from 'react';

/** Calls `go` once after `delayMs`; the timer is cleared when the component unmounts. */
export function useRedirectAfter(delayMs: number, go: () => void): void {
  const onTime = useEffectEvent(go);
  useEffect(() => {
    const timer = setTimeout(() => onTime(), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
}
