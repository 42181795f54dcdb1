import { useLiveQuery } from 'dexie-react-hooks';
import { readHistoryState } from '../../db/historyState';
import type { IsoDate } from '../../domain/dates';
import { Banner } from '../../ui/Banner';
import { longDate } from '../../ui/formatDate';
import { useDatabase } from './WorkspaceContext';

export const olderHistoryText = (before: IsoDate) =>
  `Still loading older history: figures before ${longDate(before)} are not complete.`;

/**
 * Said on a screen whose figures reach back before the days a new device holds whole while its first
 * sync still brings the older history (docs/sync-protocol.md, step 12), instead of a total that is
 * silently short. `from` is the first day the screen covers; undefined when it covers all of them.
 */
export function OlderHistoryNotice({ from }: { from: IsoDate | undefined }) {
  const db = useDatabase();
  const before = useLiveQuery(async () => (await readHistoryState(db))?.before ?? null, [db]);
  if (!before || (from !== undefined && from >= before)) return null;
  return <Banner variant="info">{olderHistoryText(before)}</Banner>;
}
