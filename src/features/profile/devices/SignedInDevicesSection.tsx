import { OpenOnDemandSection } from '../../../ui/OpenOnDemandSection';
import { devicesTexts, SignedInDevicesPanel } from './SignedInDevicesPanel';
import '../twoFactor/twoFactor.css';
import './devices.css';

/** The person's signed-in devices in the profile (issue 49, item 8); asks the server only when opened. */
export function SignedInDevicesSection() {
  return (
    <OpenOnDemandSection
      id="devices"
      block="two-factor"
      heading={devicesTexts.heading}
      intro={devicesTexts.intro}
      openLabel={devicesTexts.show}
      closeLabel={devicesTexts.hide}
    >
      <SignedInDevicesPanel />
    </OpenOnDemandSection>
  );
}
