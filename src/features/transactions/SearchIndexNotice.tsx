import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { searchIndexState } from '../../db/searchIndex';
import './transactions.css';

export const searchIndexNoticeText =
  'Search is still being prepared on this device after its first sync: until then a search reads every transaction and may take a moment. The results are complete either way.';

/** Shown while the search rows are built after a first sync (db/searchIndex.ts), when a search uses them. */
export function SearchIndexNotice({ searching }: { searching: boolean }) {
  const db = useDatabase();
  const state = useLiveQuery(() => searchIndexState(db), [db]);
  if (!searching || state === undefined || state === 'ready') return null;
  return (
    <p className="result-bar__note" role="status">
      {searchIndexNoticeText}
    </p>
  );
}
