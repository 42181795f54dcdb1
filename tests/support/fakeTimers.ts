/** Test-only: timers a test moves itself. */
import { vi } from 'vitest';

/**
 * Timeouts, intervals and the clock faked, still advancing with real time so promises and
 * awaited work settle; a test jumps ahead with `vi.advanceTimersByTime`.
 */
export function fakeTimersAndClock(): void {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}
