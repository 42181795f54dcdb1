import { useEffect, useState } from 'react';
import { todayIn, type IsoDate } from '../../domain/dates';

/** How long from `now` until just after the next local midnight. */
export function msUntilTomorrow(now: Date): number {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
  return tomorrow.getTime() - now.getTime();
}

/**
 * Today's local date, kept current: it changes just after midnight, and is checked again whenever
 * the page comes back into view (a timer of a sleeping device may fire late, or not at all).
 */
export function useToday(): IsoDate {
  const [today, setToday] = useState(() => todayIn(new Date()));
  useEffect(() => {
    const check = () => setToday(todayIn(new Date()));
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      timer = setTimeout(() => {
        check();
        arm();
      }, msUntilTomorrow(new Date()));
    };
    arm();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return today;
}
