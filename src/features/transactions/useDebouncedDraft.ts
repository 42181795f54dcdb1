import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A text field's draft that is applied once typing pauses for `delay` ms, so each keystroke stays a
 * cheap state update and the search runs once per pause. A new value from outside (Back, a link,
 * Clear filters) replaces the draft.
 */
export function useDebouncedDraft(value: string, apply: (text: string) => void, delay = 250) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const applyRef = useRef(apply);
  useLayoutEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => applyRef.current(draft), delay);
    return () => clearTimeout(timer);
  }, [draft, value, delay]);
  return [draft, setDraft, () => draft !== value && applyRef.current(draft)] as const;
}
