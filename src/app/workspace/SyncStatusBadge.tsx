import { syncStatusText } from './syncStatusText';
import { useSyncStatus } from './useSyncStatus';
import './sync-status.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export function SyncStatusBadge() {
  const view = useSyncStatus();
  const { text, tone } = syncStatusText(view, (iso) => timeFormat.format(new Date(iso)));
  return (
    <p
      className={`sync-status sync-status--${tone}`}
      role="status"
      aria-live="polite"
      data-sync-state={view.state}
      data-sync-waiting={view.waiting}
      data-sync-live={view.live}
    >
      <span className="sync-status__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
