import { randomUUID } from 'node:crypto';

/**
 * How many live streams may stay open (issue 49, item 3: one token opened 992 streams, and at
 * systemd's default of 1,024 open files sign-ins, health and other people's requests got
 * connection resets). A login is one device's session: a browser's visible tabs share it. Past a
 * login's or a person's limit the oldest stream closes, on whichever instance holds it; past an
 * instance's, a new stream is refused with a 503 and the device keeps its timer (protocol step 7).
 */
export interface StreamLimits {
  perLogin: number;
  perPerson: number;
  perInstance: number;
}

export const defaultStreamLimits: StreamLimits = { perLogin: 4, perPerson: 16, perInstance: 10_000 };

/** Orders streams by when they opened: wall time, then this process's count (two in one millisecond). */
export type StreamKey = string;

let opened = 0;

/** A new stream's key; keys compare as strings in the order their streams opened. */
export function newStreamKey(now = Date.now()): StreamKey {
  opened += 1;
  return `${String(now).padStart(15, '0')}.${String(opened).padStart(12, '0')}.${randomUUID()}`;
}

/**
 * One stream's view of the person's streams opened after it, from the `stream-opened` and
 * `stream-closed` messages every instance shares (liveChannel.ts). A stream gives way once as many
 * newer streams of its login, or of its person, are open as the limits allow: so the newest stay.
 * A stream never hears of those opened before it, and needs not: it is the older one. An instance
 * that dies sends no `stream-closed`, so a stream may give way one time too early; its device then
 * connects again, as after any cut.
 */
export function newerStreams(own: { key: StreamKey; loginId: string }, limits: StreamLimits) {
  const newer = new Map<StreamKey, string>();
  return {
    /** Answers true when this stream must close. */
    opened(key: StreamKey, loginId: string): boolean {
      if (key <= own.key) return false;
      newer.set(key, loginId);
      let sameLogin = 0;
      for (const login of newer.values()) if (login === own.loginId) sameLogin += 1;
      return sameLogin >= limits.perLogin || newer.size >= limits.perPerson;
    },
    closed(key: StreamKey): void {
      newer.delete(key);
    },
  };
}
