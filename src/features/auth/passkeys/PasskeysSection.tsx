import { OpenOnDemandSection } from '../../../ui/OpenOnDemandSection';
import { PasskeysPanel } from './PasskeysPanel';
import { passkeysSection } from './passkeyTexts';
import './passkeys.css';

/**
 * The profile's passkeys, behind a disclosure: the list is the server's, so it is asked for only
 * when the person opens it, and the rest of the profile stays quiet offline (issue 49, item 7).
 */
export function PasskeysSection() {
  return (
    <OpenOnDemandSection section={passkeysSection}>
      <PasskeysPanel />
    </OpenOnDemandSection>
  );
}
