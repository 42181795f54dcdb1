import { dequal } from 'dequal';
import { liveQuery } from 'dexie';
import { useLayoutEffect, useRef, useState, type DependencyList } from 'react';

type Answer<T> = { value: T } | { error: unknown };

/**
 * Dexie's useLiveQuery, answered from a read that starts when React commits. The library subscribes
 * in a passive effect, which a navigation that is not a discrete event (a link's history push, Back)
 * runs after layout and paint, and its live query then starts its first read from a timer, behind
 * React's own tasks: a one-month filter of the list waited 10 ms and more before its read began, of a
 * 20 ms budget. Here a layout effect runs the query at once for the first answer and subscribes the
 * live query beside it; the live query's answers replace it, and its first one, when equal, renders
 * nothing (compared once per subscription, so large answers cost one walk).
 *
 * As with useLiveQuery, the previous answer stays until the new query answers (a list keeps its page
 * while the next one is read), and a failed query throws to the nearest error boundary.
 */
export function useLiveQueryAtCommit<T>(querier: () => Promise<T>, deps: DependencyList): T | undefined {
  const [answer, setAnswer] = useState<Answer<T>>();
  const last = useRef(answer);
  useLayoutEffect(() => {
    let closed = false;
    // What answers so far: nothing yet, the read at commit, or the live query (which then decides).
    let shown: { by: 'nothing' } | { by: 'direct'; value: T } | { by: 'live' } = { by: 'nothing' };
    const answerWith = (next: Answer<T>) => {
      last.current = next;
      setAnswer(next);
    };
    querier().then(
      (value) => {
        if (closed || shown.by !== 'nothing') return;
        shown = { by: 'direct', value };
        answerWith({ value });
      },
      // The live query runs the same read and reports its failure.
      () => undefined,
    );
    const subscription = liveQuery(querier).subscribe({
      next: (value) => {
        const direct = shown;
        shown = { by: 'live' };
        if (direct.by === 'direct' && dequal(direct.value, value)) return;
        const was = last.current;
        // The same value again is not even handed to React, which could render once to find it equal.
        if (was && 'value' in was && was.value === value) return;
        answerWith({ value });
      },
      error: (error: unknown) => answerWith({ error }),
    });
    return () => {
      closed = true;
      subscription.unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide, as for useLiveQuery
  }, deps);
  if (answer && 'error' in answer) throw answer.error;
  return answer?.value;
}
