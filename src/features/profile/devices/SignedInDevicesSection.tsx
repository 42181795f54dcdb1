import { useState } from 'react';
import { devicesTexts, SignedInDevicesPanel } from './SignedInDevicesPanel';
import '../twoFactor/twoFactor.css';
import './devices.css';

/** The person's signed-in devices in the profile (issue 49, item 8); asks the server only when opened. */
export function SignedInDevicesSection() {
  const [open, setOpen] = useState(false);
  return (
    <section className="card two-factor" aria-labelledby="devices-heading">
      <h2 id="devices-heading" className="two-factor__heading">
        {devicesTexts.heading}
      </h2>
      <p className="two-factor__intro">{devicesTexts.intro}</p>
      <div className="two-factor__buttons">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          onClick={() => setOpen((now) => !now)}
        >
          {open ? devicesTexts.hide : devicesTexts.show}
        </button>
      </div>
      {open && <SignedInDevicesPanel />}
    </section>
  );
}
