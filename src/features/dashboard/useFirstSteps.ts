import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { useSteadyLiveQuery } from '../../app/workspace/useSteadyLiveQuery';

export interface FirstSteps {
  /** The person has recorded something: greet them as returning. */
  returning: boolean;
  /** No favorite currency chosen yet, and the device has synced, so that is really so: offer to pick one. */
  offerCurrency: boolean;
}

/**
 * What the dashboard needs to greet a person on their first day; undefined while it loads. Steady:
 * every transaction written runs it again, and a new but equal answer rendered the whole page again.
 */
export function useFirstSteps(): FirstSteps | undefined {
  const db = useDatabase();
  return useSteadyLiveQuery(async () => {
    const [anyTransaction, favorite, synced] = await Promise.all([
      db.transactions.limit(1).count(),
      db.settings.get('favorite_currency'),
      db.syncState.get('lastSyncAt'),
    ]);
    return { returning: anyTransaction > 0, offerCurrency: favorite === undefined && synced !== undefined };
  }, [db]);
}
