import { useEffect, useRef } from 'react';

/** A step's heading, focused when the step appears, so keyboard and screen reader users land on it. */
export function StepHeading({ children, focus = true }: { children: string; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="import-step__heading">
      {children}
    </h2>
  );
}
