/** Test-only: timers a test moves itself. */
import { vi } from 'vitest';

/**
 * Timeouts, intervals and the clock faked; they still follow real time too, so waits the test does
 * not drive (testing-library's, awaited promises) end as they would. Jump ahead with
 * `vi.advanceTimersByTime`.
 */
export function fakeTimersAndClock(): void {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}

/**
 * Timeouts only (a form's delayed close, a message's timer): fake-indexeddb schedules its work with
 * setImmediate, and faking that too leaves IndexedDB transactions to time out between ticks.
 */
export function fakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}
