import { dequal } from 'dequal';
import { useRef } from 'react';
import { useLiveQueryAtCommit } from './useLiveQueryAtCommit';

/**
 * useLiveQuery, but a run that reads what the last one read hands back the last value itself, so
 * React renders nothing again. A live query runs again for every commit that might touch what it
 * read (Dexie marks a whole table changed for a write of 50 records or more): during a first sync
 * that is every part the sync worker applies, and a new but equal array each time rendered the
 * dashboard's cards again (issue 15). For small results only: the comparison walks them. Subscribed
 * at commit (useLiveQueryAtCommit), as the figures of a screen just navigated to are awaited.
 */
export function useSteadyLiveQuery<T>(querier: () => Promise<T>, deps: unknown[]): T | undefined {
  const last = useRef<{ value: T }>(undefined);
  return useLiveQueryAtCommit(async () => {
    const value = await querier();
    if (last.current && dequal(last.current.value, value)) return last.current.value;
    last.current = { value };
    return value;
  }, deps);
}
