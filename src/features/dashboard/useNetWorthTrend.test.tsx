import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceContext } from '../../app/workspace/WorkspaceContext';
import { writeHistoryState } from '../../db/historyState';
import { freshTestDb } from '../../db/queries/testDb';
import type { NetWorthLine } from '../../db/queries/trends';
import { firstDayOfMonth, monthOf, todayIn } from '../../domain/dates';
import { useNetWorthTrend } from './useNetWorthTrend';

// The line's read is what these tests hold back (it never answers) or fail; the history state is
// the real one.
const line = vi.hoisted(() => ({ fails: false }));
vi.mock(import('../../db/queries/trends'), async (original) => ({
  ...(await original()),
  netWorthLine: (): Promise<NetWorthLine> =>
    line.fails ? Promise.reject(new Error('The read failed')) : new Promise(() => {}),
}));

const db = freshTestDb();
// Inside the line's twelve months whatever today is: the history reaches back to this month's start.
const historyFrom = firstDayOfMonth(monthOf(todayIn(new Date())));
const wrapper = ({ children }: { children: ReactNode }) => (
  <WorkspaceContext.Provider value={{ db, engine: {} as never }}>{children}</WorkspaceContext.Provider>
);

afterEach(async () => {
  line.fails = false;
  await writeHistoryState(db, undefined);
  vi.restoreAllMocks();
});

describe('useNetWorthTrend', () => {
  it('keeps saying how far back the history reaches while the line is first read, so the card never blinks out', async () => {
    await writeHistoryState(db, { before: historyFrom, pending: [], pendingAt: 1 });
    const { result } = renderHook(() => useNetWorthTrend(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ historyFrom }));

    await writeHistoryState(db, undefined); // the history is whole; the line's read never answers here
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual({ historyFrom });
  });

  it('hides the card (null) when the line cannot be read, never showing stale words instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    line.fails = true;
    await writeHistoryState(db, { before: historyFrom, pending: [], pendingAt: 1 });
    const { result } = renderHook(() => useNetWorthTrend(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ historyFrom }));

    await writeHistoryState(db, undefined);
    await waitFor(() => expect(result.current).toBeNull());
  });
});
