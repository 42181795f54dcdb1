import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addScheduled } from '../../db/commands/scheduled';
import { monthlyRent } from '../../../tests/support/records';
import type { MoneyKitchenDb } from '../../db/database';
import { renderScreen } from '../../../tests/support/renderScreen';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { scheduledAppliedKeyFor } from './dailyScheduledApply';
import { useScheduledApply } from './useScheduledApply';

let db: MoneyKitchenDb;
// Tuesday 20 January 2026, noon.
eachScreenTest((fresh) => (db = fresh), new Date(2026, 0, 20, 12));

/** Any screen but the dashboard: the frame around it applies. */
function AnyScreen() {
  useScheduledApply();
  return <h1>Budgets</h1>;
}

const open = () => renderScreen(<AnyScreen />, { path: '/budgets', db });
const occurrences = () => db.transactions.where('id').startsWith('sched:').primaryKeys();

async function scheduleRent() {
  const item = await addScheduled(db, monthlyRent(), new Date('2025-12-01T00:00:00Z'));
  return (month: string) => `sched:${item.id}:${month}`;
}

describe('useScheduledApply', () => {
  it('applies what fell due on any screen, and again when the day changes while it stays open', async () => {
    localStorage.removeItem(scheduledAppliedKeyFor(db));
    await db.syncState.put({ key: 'lastSyncAt', value: '2026-01-20T11:00:00.000Z' });
    const rent = await scheduleRent();
    await open();
    await waitFor(() => expect(localStorage.getItem(scheduledAppliedKeyFor(db))).toBe('2026-01-20'));
    expect((await occurrences()).sort()).toEqual([rent('2025-12'), rent('2026-01')]);

    // The app is left open into 5 February: coming back to it catches the day up.
    await act(async () => {
      vi.setSystemTime(new Date(2026, 1, 5, 8));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(localStorage.getItem(scheduledAppliedKeyFor(db))).toBe('2026-02-05'));
    expect((await occurrences()).sort()).toEqual([rent('2025-12'), rent('2026-01'), rent('2026-02')]);
  });

  it('applies again once the first sync is done, and only then marks the day', async () => {
    localStorage.removeItem(scheduledAppliedKeyFor(db));
    await open();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(localStorage.getItem(scheduledAppliedKeyFor(db))).toBeNull();
    // The first sync brings an item (here: added) and records its time.
    const rent = await scheduleRent();
    await db.syncState.put({ key: 'lastSyncAt', value: '2026-01-20T12:00:00.000Z' });
    await waitFor(() => expect(localStorage.getItem(scheduledAppliedKeyFor(db))).toBe('2026-01-20'));
    expect((await occurrences()).sort()).toEqual([rent('2025-12'), rent('2026-01')]);
  });
});
