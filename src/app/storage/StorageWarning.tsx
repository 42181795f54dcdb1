import { useOutboxCount } from '../workspace/useOutboxCount';
import { useDatabase } from '../workspace/WorkspaceContext';
import { storageTexts } from './storageTexts';
import { useStorageState } from './useStorageState';
import './storage.css';

/**
 * In the sidebar, under the sync status: changes wait on this device only, and the browser has not
 * promised to keep its storage (best-effort, or it does not say). Nothing while storage is being
 * read, when it is persistent, or when nothing waits.
 */
export function StorageWarning() {
  const db = useDatabase();
  const waiting = useOutboxCount(db);
  const { persistence } = useStorageState();
  if (waiting === 0 || persistence === 'persistent' || persistence === 'unknown') return null;
  return <p className="storage-warning">{storageTexts.sidebarWarning}</p>;
}
