import { useLiveQuery } from 'dexie-react-hooks';
import { useWorkspace } from './WorkspaceContext';
import './sync-status.css';

const kindNames: Record<string, string> = {
  transaction: 'transaction',
  scheduled: 'scheduled transaction',
  wish: 'wish',
  target: 'target',
  setting: 'setting',
  budget: 'budget',
};

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
