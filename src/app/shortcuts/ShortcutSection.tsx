import { setAddShortcutEnabled, useAddShortcutEnabled } from './addShortcut';
import { shortcutTexts } from './shortcutTexts';
import { SectionCard } from '../../ui/SectionCard';
import '../storage/storage.css';

/** On Profile: the switch for the "n" shortcut (WCAG 2.1.4: a one-key shortcut can be turned off). */
export function ShortcutSection() {
  const enabled = useAddShortcutEnabled();
  return (
    <SectionCard id="shortcut" block="storage-section" heading={shortcutTexts.heading}>
      <label className="shortcut-switch">
        <input type="checkbox" checked={enabled} onChange={(event) => setAddShortcutEnabled(event.target.checked)} />{' '}
        {shortcutTexts.toggle}
      </label>
      <p className="storage-section__usage">{shortcutTexts.explain}</p>
    </SectionCard>
  );
}
