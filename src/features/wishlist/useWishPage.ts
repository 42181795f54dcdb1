import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import type { ListPage } from '../../db/queries/scheduled';
import { wishPage } from '../../db/queries/wishes';
import type { WishRecord } from '../../domain/records';

/** One page of the year's wishes, kept current by Dexie; undefined while loading, null when the read failed. */
export function useWishPage(year: number, page: number): ListPage<WishRecord> | null | undefined {
  const db = useDatabase();
  return useLiveQuery(() => wishPage(db, year, page).catch(() => null), [db, year, page]);
}
