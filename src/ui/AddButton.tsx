import type { ReactNode } from 'react';

/** A list page's primary "add" button: in its header, and again where the empty list says how to start. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="button button--primary" onClick={onClick}>
      {children}
    </button>
  );
}
