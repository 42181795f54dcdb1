import { useEffect, useEffectEvent, useState } from 'react';

/** Counts whole seconds down from `seconds`, calling `onDone` at zero; cleared on unmount. */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useEffectEvent(onDone);
  useEffect(() => {
    const timer = setInterval(() => setLeft((value) => Math.max(value - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) done();
  }, [left]);
  return left;
}
