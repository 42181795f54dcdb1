import { OpenOnDemandSection } from '../../../ui/OpenOnDemandSection';
import { devicesSection, SignedInDevicesPanel } from './SignedInDevicesPanel';
import '../twoFactor/twoFactor.css';
import './devices.css';

/** The person's signed-in devices in the profile (issue 49, item 8); asks the server only when opened. */
export function SignedInDevicesSection() {
  return (
    <OpenOnDemandSection section={devicesSection}>
      <SignedInDevicesPanel />
    </OpenOnDemandSection>
  );
}
