import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { netWorthLine, netWorthLineWaitsFrom, type NetWorthTrend } from '../../db/queries/trends';
import { todayIn, type IsoDate } from '../../domain/dates';
import { logFailure } from '../../db/logFailure';

/**
 * The last twelve month-end net worths (netWorthLine), live; undefined while loading, null when the
 * read failed. Two live queries: the history state changes with every part a first sync applies,
 * and the line, read apart from it, is then not computed again for parts older than its months.
 */
export function useNetWorthTrend(): NetWorthTrend | null | undefined {
  const db = useDatabase();
  const fail = (error: unknown) => {
    logFailure('Net worth trend failed to load', error);
    return null;
  };
  // A date while the history is short, 'whole' once the device holds the twelve months.
  const waitsFrom = useLiveQuery(
    () =>
      netWorthLineWaitsFrom(db, todayIn(new Date()))
        .then((from) => from ?? 'whole')
        .catch(fail),
    [db],
  );
  const whole = waitsFrom === 'whole';
  const line = useLiveQuery(() => (whole ? netWorthLine(db, todayIn(new Date())).catch(fail) : undefined), [db, whole]);
  // The last day the history was said to reach stays shown while the line is first read, so the
  // card does not blink out in between.
  const [lastFrom, setLastFrom] = useState<IsoDate>();
  if (waitsFrom && waitsFrom !== 'whole' && waitsFrom !== lastFrom) setLastFrom(waitsFrom);
  const waiting = useMemo(() => (lastFrom ? { historyFrom: lastFrom } : undefined), [lastFrom]);
  if (waitsFrom === undefined || waitsFrom === null) return waitsFrom;
  if (!whole) return waiting;
  // null (the line's read failed) hides the card; undefined (still reading) keeps the last words.
  return line === undefined ? waiting : line;
}
