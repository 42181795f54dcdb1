/** Test-only: the start and end of a test of a screen on a fresh local database. */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { MoneyKitchenDb } from '../../src/db/database';
import { freshTestDb } from '../../src/db/queries/testDb';

/**
 * A fresh database and, given `now`, the clock at that moment (only Date is faked: fake-indexeddb
 * needs its real timers). Pair with `endScreenTest`.
 */
export function startScreenTest(now?: Date): MoneyKitchenDb {
  if (now) {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(now);
  }
  return freshTestDb();
}

/** Unmounts before closing the database, so no live query runs against a closed one; then undoes mocks, stubs and the clock. */
export function endScreenTest(db: MoneyKitchenDb): void {
  cleanup();
  db.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}

/** For a file of screen tests: `use` gets a fresh database before each test, which is closed after it. */
export function eachScreenTest(use: (db: MoneyKitchenDb) => void, now?: Date): void {
  let db: MoneyKitchenDb;
  beforeEach(() => {
    db = startScreenTest(now);
    use(db);
  });
  afterEach(() => endScreenTest(db));
}
