import { useState } from 'react';
import { TwoFactorPanel } from './TwoFactorPanel';
import { twoFactorTexts as texts } from './twoFactorTexts';
import './twoFactor.css';

/**
 * Two-factor sign-in in the profile (issue 49, item 6). Asks the server only when opened: the rest of
 * the profile works offline, and this part needs the server anyway.
 */
export function TwoFactorSection() {
  const [open, setOpen] = useState(false);
  return (
    <section className="card two-factor" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="two-factor__heading">
        {texts.heading}
      </h2>
      <p className="two-factor__intro">{texts.introOff}</p>
      <div className="two-factor__buttons">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={open ? 'two-factor-panel' : undefined}
          onClick={() => setOpen((now) => !now)}
        >
          {open ? texts.close : texts.manage}
        </button>
      </div>
      {open && <TwoFactorPanel />}
    </section>
  );
}
