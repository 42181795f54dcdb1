import { useLiveQuery } from 'dexie-react-hooks';
import { recordKindNames } from '../../domain/records';
import { useWorkspace } from './WorkspaceContext';
import './sync-status.css';

// Looked up by the kind in a stored record key, which a newer build may have written.
const kindNames: Partial<Record<string, string>> = recordKindNames;

/** Changes the server refused (protocol step 3): shown until the person dismisses them. */
export function RejectionsNotice() {
  const { db } = useWorkspace();
  const rejections = useLiveQuery(() => db.rejections.toArray(), [db], []);
  if (rejections.length === 0) return null;
  return (
    <section className="rejections" role="alert" aria-label="Changes that could not be saved">
      <ul>
        {rejections.map((rejection) => (
          <li key={rejection.id}>
            A change to a {kindNames[rejection.recordKey.split(':')[0] ?? ''] ?? 'record'} could not be saved:{' '}
            {rejection.error}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" onClick={() => void db.rejections.clear()}>
        Dismiss
      </button>
    </section>
  );
}
