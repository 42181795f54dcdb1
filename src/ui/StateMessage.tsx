import type { ReactNode } from 'react';
import './state-message.css';

interface StateMessageProps {
  kind: 'loading' | 'empty' | 'error';
  children: ReactNode;
  /** A second line, such as how to add the first item. */
  hint?: ReactNode;
  /** The button or link the hint speaks of, so the way on is right there. */
  action?: ReactNode;
}

/** What a list shows instead of rows: announced politely, or at once for an error. */
export function StateMessage({ kind, children, hint, action }: StateMessageProps) {
  return (
    <div className={`state-message state-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <p className="state-message__text">{children}</p>
      {hint && <p className="state-message__hint">{hint}</p>}
      {action && <div className="state-message__action">{action}</div>}
    </div>
  );
}
