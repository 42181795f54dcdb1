import { useState } from 'react';
import { PasskeysPanel } from './PasskeysPanel';
import { passkeyTexts } from './passkeyTexts';
import './passkeys.css';

/**
 * The profile's passkeys, behind a disclosure: the list is the server's, so it is asked for only
 * when the person opens it, and the rest of the profile stays quiet offline (issue 49, item 7).
 */
export function PasskeysSection() {
  const [open, setOpen] = useState(false);
  return (
    <section className="card passkeys" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="passkeys__heading">
        {passkeyTexts.heading}
      </h2>
      <p className="passkeys__intro">{passkeyTexts.intro}</p>
      <div>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={open ? 'passkeys-panel' : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? passkeyTexts.hide : passkeyTexts.manage}
        </button>
      </div>
      {open && <PasskeysPanel />}
    </section>
  );
}
