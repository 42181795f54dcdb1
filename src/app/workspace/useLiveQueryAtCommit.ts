import { liveQuery } from 'dexie';
import { useLayoutEffect, useRef, useState, type DependencyList } from 'react';

/**
 * Dexie's useLiveQuery, subscribed when React commits instead of after the browser paints. The
 * library subscribes in a passive effect, which a navigation that is not a discrete event (a link's
 * history push, Back) runs only after layout and paint; a live query then starts its first read a
 * frame late (a one-month filter of the list waited about 10 ms before its read began, of a 20 ms
 * budget). A layout effect subscribes in the commit itself.
 *
 * As with useLiveQuery, the previous answer stays until the new query answers (a list keeps its page
 * while the next one is read), and a failed query throws to the nearest error boundary.
 */
export function useLiveQueryAtCommit<T>(querier: () => Promise<T>, deps: DependencyList): T | undefined {
  const [answer, setAnswer] = useState<{ value: T } | { error: unknown }>();
  const last = useRef(answer);
  useLayoutEffect(() => {
    const answerWith = (next: { value: T } | { error: unknown }) => {
      last.current = next;
      setAnswer(next);
    };
    const subscription = liveQuery(querier).subscribe({
      // The same value again is not even handed to React, which could render once to find it equal.
      next: (value) => {
        const was = last.current;
        if (!(was && 'value' in was && was.value === value)) answerWith({ value });
      },
      error: (error: unknown) => answerWith({ error }),
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide, as for useLiveQuery
  }, deps);
  if (answer && 'error' in answer) throw answer.error;
  return answer?.value;
}
