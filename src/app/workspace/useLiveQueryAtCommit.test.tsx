import { renderHook, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { freshTestDb } from '../../db/queries/testDb';
import { useLiveQueryAtCommit } from './useLiveQueryAtCommit';

const db = freshTestDb();
afterEach(() => db.rates.clear());

const rateOn = (date: string) => db.rates.get(date).then((table) => table?.rates.EUR);

class CaughtError extends Component<{ children: ReactNode; onError: (error: unknown) => void }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

describe('useLiveQueryAtCommit', () => {
  it('answers, answers again after a write to what it read, and keeps the last answer while new deps are read', async () => {
    await db.rates.bulkPut([
      { date: '2026-01-01', rates: { EUR: 0.9 } },
      { date: '2026-02-01', rates: { EUR: 0.8 } },
    ]);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { result, rerender } = renderHook(
      ({ date }: { date: string }) =>
        useLiveQueryAtCommit(async () => {
          if (date === '2026-02-01') await held;
          return rateOn(date);
        }, [date]),
      { initialProps: { date: '2026-01-01' } },
    );
    await waitFor(() => expect(result.current).toBe(0.9));

    await db.rates.put({ date: '2026-01-01', rates: { EUR: 0.95 } });
    await waitFor(() => expect(result.current).toBe(0.95));

    rerender({ date: '2026-02-01' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(0.95);
    release();
    await waitFor(() => expect(result.current).toBe(0.8));
  });

  it('answers from its read at commit and renders nothing again when the live query answers the same', async () => {
    await db.rates.put({ date: '2026-01-01', rates: { EUR: 0.9 } });
    let renders = 0;
    let reads = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useLiveQueryAtCommit(async () => {
        reads += 1;
        return { eur: await rateOn('2026-01-01') };
      }, []);
    });
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(result.current).toEqual({ eur: 0.9 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toBe(2);
  });

  it('throws a failed query to the nearest error boundary', async () => {
    const caught: unknown[] = [];
    renderHook(
      () =>
        useLiveQueryAtCommit(async () => {
          throw new Error('the read failed');
        }, []),
      { wrapper: ({ children }) => <CaughtError onError={(error) => caught.push(error)}>{children}</CaughtError> },
    );
    await waitFor(() => expect(caught).toEqual([new Error('the read failed')]));
  });
});
