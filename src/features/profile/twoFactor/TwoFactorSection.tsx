import { OpenOnDemandSection } from '../../../ui/OpenOnDemandSection';
import { TwoFactorPanel } from './TwoFactorPanel';
import { twoFactorTexts as texts } from './twoFactorTexts';
import './twoFactor.css';

/**
 * Two-factor sign-in in the profile (issue 49, item 6). Asks the server only when opened: the rest of
 * the profile works offline, and this part needs the server anyway.
 */
export function TwoFactorSection() {
  return (
    <OpenOnDemandSection
      id="two-factor"
      block="two-factor"
      heading={texts.heading}
      intro={texts.introOff}
      openLabel={texts.manage}
      closeLabel={texts.close}
      panelId="two-factor-panel"
    >
      <TwoFactorPanel />
    </OpenOnDemandSection>
  );
}
