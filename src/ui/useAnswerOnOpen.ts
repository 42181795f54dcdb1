import { useCallback, useEffect, useState } from 'react';

/**
 * `initial` until `load` answers, asked once when the component mounts (an answer after it unmounts
 * is dropped), and a reload that shows `initial` again while it asks anew. `load` should be a
 * module-level function that answers its failure rather than throwing.
 */
export function useAnswerOnOpen<Answer>(load: () => Promise<Answer>, initial: Answer): [Answer, () => Promise<void>] {
  const [answer, setAnswer] = useState<Answer>(initial);
  useEffect(() => {
    let live = true;
    void load().then((loaded) => {
      if (live) setAnswer(loaded);
    });
    return () => {
      live = false;
    };
  }, [load]);
  const reload = useCallback(async () => {
    setAnswer(initial);
    setAnswer(await load());
  }, [load, initial]);
  return [answer, reload];
}
