/** A clock the tests move by hand, for expiry rules; reset to `start` before each test. */
export function testClock(start = new Date('2026-03-15T12:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    reset() {
      now = start.getTime();
    },
  };
}
