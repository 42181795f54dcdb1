import { OpenOnDemandSection } from '../../../ui/OpenOnDemandSection';
import { TwoFactorPanel } from './TwoFactorPanel';
import { twoFactorSection } from './twoFactorTexts';
import './twoFactor.css';

/**
 * Two-factor sign-in in the profile (issue 49, item 6). Asks the server only when opened: the rest of
 * the profile works offline, and this part needs the server anyway.
 */
export function TwoFactorSection() {
  return (
    <OpenOnDemandSection section={twoFactorSection}>
      <TwoFactorPanel />
    </OpenOnDemandSection>
  );
}
