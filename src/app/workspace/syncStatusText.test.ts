import { describe, expect, it } from 'vitest';
import { initialStatus } from '../../sync/status';
import { syncStatusText } from './syncStatusText';
import type { SyncView } from './useSyncStatus';

const view = (patch: Partial<SyncView>): SyncView => ({ ...initialStatus, waiting: 0, online: true, ...patch });
const at = () => '10:30';

describe('the sidebar line', () => {
  it('says "live" when the stream is up and nothing is waiting', () => {
    expect(syncStatusText(view({ lastSyncAt: 'x', live: true }), at).text).toBe('Synced 10:30 · live');
    expect(syncStatusText(view({ lastSyncAt: 'x', live: false }), at).text).toBe('Synced 10:30');
  });

  it('lets offline and waiting changes speak first', () => {
    expect(syncStatusText(view({ live: true, online: false }), at).text).toMatch(/^Offline/);
    expect(syncStatusText(view({ live: true, waiting: 2 }), at).text).toBe('2 changes waiting');
  });
});
