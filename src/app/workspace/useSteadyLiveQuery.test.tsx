import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { freshTestDb } from '../../db/queries/testDb';
import { useSteadyLiveQuery } from './useSteadyLiveQuery';

const db = freshTestDb();
afterEach(() => db.rates.clear());

/** The newest rate table, live and steady, with how often the hook rendered and the query answered. */
function renderNewestRates() {
  const counts = { renders: 0, answers: 0 };
  const { result } = renderHook(() => {
    counts.renders += 1;
    return useSteadyLiveQuery(
      () =>
        db.rates
          .orderBy('date')
          .last()
          .then((table) => {
            counts.answers += 1;
            return table;
          }),
      [],
    );
  });
  return { result, counts };
}

describe('useSteadyLiveQuery', () => {
  it('renders nothing again when a write leaves its answer as it was, and renders a changed answer', async () => {
    await db.rates.put({ date: '2026-01-01', rates: { EUR: 0.9 } });
    const { result, counts } = renderNewestRates();
    await waitFor(() => expect(result.current?.date).toBe('2026-01-01'));
    const { renders, answers } = counts;

    // Sixty older tables in one write: Dexie marks the whole table changed, so the query runs again.
    await db.rates.bulkPut(Array.from({ length: 60 }, (_, i) => ({ date: `${1960 + i}-01-01`, rates: { EUR: 1 } })));
    await waitFor(() => expect(counts.answers).toBeGreaterThan(answers));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(counts.renders).toBe(renders);

    await db.rates.put({ date: '2026-02-01', rates: { EUR: 0.8 } });
    await waitFor(() => expect(result.current).toEqual({ date: '2026-02-01', rates: { EUR: 0.8 } }));
    expect(counts.renders).toBeGreaterThan(renders);
  });
});
