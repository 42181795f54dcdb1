import { dequal } from 'dequal';
import { liveQuery } from 'dexie';
import { useLayoutEffect, useRef, useState, type DependencyList } from 'react';

type Answer<T> = { value: T } | { error: unknown };

/**
 * Dexie's useLiveQuery, answered from a read that starts when React commits. The library subscribes
 * in a passive effect, which a navigation that is not a discrete event (a link's history push, Back)
 * runs after layout and paint, and its live query then starts its first read from a timer, behind
 * React's own tasks: a one-month filter of the list waited 10 ms and more before its read began, of a
 * 20 ms budget. Here a layout effect runs the query at once for the first answer, then subscribes the
 * live query, whose read comes after and so sees every later write; its answers replace the first,
 * and its first one, when equal, renders nothing (compared once, so large answers cost one walk).
 *
 * As with useLiveQuery, the previous answer stays until the new query answers (a list keeps its page
 * while the next one is read), and a failed query throws to the nearest error boundary.
 */
export function useLiveQueryAtCommit<T>(querier: () => Promise<T>, deps: DependencyList): T | undefined {
  const [answer, setAnswer] = useState<Answer<T>>();
  const last = useRef(answer);
  useLayoutEffect(() => {
    let closed = false;
    let subscription: { unsubscribe: () => void } | undefined;
    const answerWith = (next: Answer<T>) => {
      last.current = next;
      setAnswer(next);
    };
    // The live query is subscribed once the read at commit answered, so its own first read (which
    // then finds the same, and renders nothing) never competes with the one awaited.
    const followLive = (early?: { value: T }) => {
      if (closed) return;
      let first = early !== undefined;
      subscription = liveQuery(querier).subscribe({
        next: (value) => {
          const equalToEarly = first && dequal(early!.value, value);
          first = false;
          const was = last.current;
          // The same value again is not even handed to React, which could render once to find it equal.
          if (equalToEarly || (was && 'value' in was && was.value === value)) return;
          answerWith({ value });
        },
        error: (error: unknown) => answerWith({ error }),
      });
    };
    querier().then(
      (value) => {
        if (closed) return;
        answerWith({ value });
        followLive({ value });
      },
      // The live query runs the same read and reports its failure.
      () => followLive(),
    );
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide, as for useLiveQuery
  }, deps);
  if (answer && 'error' in answer) throw answer.error;
  return answer?.value;
}
