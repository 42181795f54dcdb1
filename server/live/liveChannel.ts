/**
 * What one instance tells the streams of a person (docs/sync-protocol.md, step 10). Never the data:
 * only that there is something to pull, or that the stream has to be looked at again.
 */
export type LiveMessage =
  /** A change was committed for the person; `seq` is their newest change number. */
  | { type: 'change'; userId: string; seq: number }
  /** Some of the person's logins were ended: each stream checks whether its own still holds. */
  | { type: 'logins-ended'; userId: string }
  /** A stream of the person opened (on any instance); older ones may have to give way (streamLimits.ts). */
  | { type: 'stream-opened'; userId: string; loginId: string; stream: string }
  /** A stream of the person ended. */
  | { type: 'stream-closed'; userId: string; stream: string }
  /** Messages from other instances may have been missed (the listening connection was lost). */
  | { type: 'resync'; userId: string }
  /** This instance is shutting down: streams end so their devices reconnect elsewhere. */
  | { type: 'closing'; userId: string };

/** The messages that travel between instances; the others are this instance's own. */
export type SharedMessage = Extract<
  LiveMessage,
  { type: 'change' | 'logins-ended' | 'stream-opened' | 'stream-closed' }
>;

export type LiveListener = (message: LiveMessage) => void;

export interface LiveChannel {
  /** Tells every stream of the person, on this instance and (PostgreSQL) on every other one. */
  publish(message: SharedMessage): Promise<void>;
  /** Resolves once messages from other instances reach the listener. */
  subscribe(userId: string, listener: LiveListener): Promise<() => void>;
  /** How many streams this instance holds (health and shutdown). */
  readonly streams: number;
  /** Ends every stream on this instance (shutdown) and stops listening. */
  close(): Promise<void>;
}

/** The in-process fan-out: a set of listeners per person. */
export function localFanOut() {
  const byUser = new Map<string, Set<LiveListener>>();
  let count = 0;
  return {
    add(userId: string, listener: LiveListener): () => void {
      let listeners = byUser.get(userId);
      if (!listeners) byUser.set(userId, (listeners = new Set()));
      listeners.add(listener);
      count += 1;
      return () => {
        if (!listeners.delete(listener)) return;
        count -= 1;
        if (listeners.size === 0) byUser.delete(userId);
      };
    },
    deliver(message: LiveMessage): void {
      // A copy: a listener may unsubscribe (end its stream) while being told.
      for (const listener of [...(byUser.get(message.userId) ?? [])]) listener(message);
    },
    /** Tells every person with a stream here; `type` is one of this instance's own messages. */
    deliverToAll(type: 'resync' | 'closing'): void {
      for (const userId of [...byUser.keys()]) this.deliver({ type, userId });
    },
    get count() {
      return count;
    },
  };
}

/** One process (SQLite, or tests): the fan-out is the whole channel. */
export function memoryChannel(): LiveChannel {
  const local = localFanOut();
  return {
    publish: async (message) => local.deliver(message),
    subscribe: async (userId, listener) => local.add(userId, listener),
    get streams() {
      return local.count;
    },
    close: async () => local.deliverToAll('closing'),
  };
}
