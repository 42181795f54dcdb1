import { useState } from 'react';
import { formatBytes } from './formatBytes';
import { requestPersistentStorage } from './storagePersistence';
import { storageTexts } from './storageTexts';
import { useStorageState } from './useStorageState';
import { SectionCard } from '../../ui/SectionCard';
import './storage.css';

const statusText = {
  unknown: storageTexts.checking,
  persistent: storageTexts.persistent,
  'best-effort': storageTexts.bestEffort,
  unsupported: storageTexts.unsupported,
} as const;

/**
 * On the profile screen: whether this browser keeps the app's data (persistent storage) and how much
 * it holds, with a way to ask again when it does not (issue 13 item 12).
 */
export function StorageSection() {
  const { persistence, usage, quota } = useStorageState();
  const [asking, setAsking] = useState(false);
  const [declined, setDeclined] = useState(false);

  async function ask() {
    setAsking(true);
    const answer = await requestPersistentStorage();
    setAsking(false);
    setDeclined(answer.persistence !== 'persistent');
  }

  return (
    <SectionCard id="storage" block="storage-section" heading={storageTexts.heading}>
      {/* Live, not a status role: the answer to "Ask" is read out, and the page's own banners keep the role. */}
      <div aria-live="polite" className="storage-section__status" data-persistence={persistence}>
        <p>{statusText[persistence]}</p>
        {persistence === 'best-effort' && declined && <p>{storageTexts.declined}</p>}
      </div>
      {persistence !== 'unknown' && (
        <p className="storage-section__usage">
          {usage !== undefined && quota !== undefined
            ? storageTexts.usage(formatBytes(usage), formatBytes(quota))
            : storageTexts.usageUnknown}
        </p>
      )}
      {persistence === 'best-effort' && (
        <div>
          <button type="button" className="button button--secondary" disabled={asking} onClick={() => void ask()}>
            {asking ? storageTexts.asking : storageTexts.ask}
          </button>
        </div>
      )}
    </SectionCard>
  );
}
