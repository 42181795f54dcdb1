import type { ReactNode } from 'react';

/** A profile form's one button, held while its save is under way. */
export function ProfileSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="profile-form__buttons">
      <button type="submit" className="button button--primary" disabled={busy}>
        {children}
      </button>
    </div>
  );
}
