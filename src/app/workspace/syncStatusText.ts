import type { SyncView } from './useSyncStatus';

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** The one line the sidebar shows about sync. */
export function syncStatusText(
  view: SyncView,
  formatTime: (iso: string) => string,
): { text: string; tone: 'ok' | 'busy' | 'warn' } {
  const waiting = view.waiting > 0 ? ` · ${plural(view.waiting, 'change waiting', 'changes waiting')}` : '';
  if (!view.online || view.state === 'offline')
    return { text: `Offline, changes are kept on this device${waiting}`, tone: 'warn' };
  if (view.state === 'signed-out') return { text: view.error ?? 'Sign in again to sync', tone: 'warn' };
  if (view.state === 'error') return { text: `${view.error ?? 'Sync failed'}${waiting}`, tone: 'warn' };
  if (view.state === 'syncing') {
    const received = view.progress ? ` · ${view.progress.received.toLocaleString()} received` : '';
    return { text: `Syncing...${received}`, tone: 'busy' };
  }
  if (view.waiting > 0) return { text: plural(view.waiting, 'change waiting', 'changes waiting'), tone: 'busy' };
  // "Live": changes from other devices arrive within seconds, not on the next timer pull.
  const live = view.live ? ' · live' : '';
  return {
    text: view.lastSyncAt ? `Synced ${formatTime(view.lastSyncAt)}${live}` : `Not synced yet${live}`,
    tone: 'ok',
  };
}
