import { localFanOut, type LiveChannel, type SharedMessage } from './liveChannel';

/** The IPC envelope of a live message between the processes serving one SQLite file. */
interface Relayed {
  channel: typeof relayChannel;
  message: SharedMessage;
}

const relayChannel = 'money-kitchen-live';

export function isRelayed(raw: unknown): raw is Relayed {
  return typeof raw === 'object' && raw !== null && (raw as Partial<Relayed>).channel === relayChannel;
}

/**
 * One of several processes serving a SQLite file: streams here are told at once, and the primary
 * passes the message on to every other process (server/processes/primary.ts), as PostgreSQL's
 * NOTIFY does between instances. A message from another process is only ever delivered.
 */
export function processChannel(): LiveChannel {
  const local = localFanOut();
  const fromPrimary = (raw: unknown) => {
    if (isRelayed(raw)) local.deliver(raw.message);
  };
  process.on('message', fromPrimary);
  return {
    publish: async (message) => {
      local.deliver(message);
      const relayed: Relayed = { channel: relayChannel, message };
      process.send?.(relayed);
    },
    subscribe: async (userId, listener) => local.add(userId, listener),
    get streams() {
      return local.count;
    },
    close: async () => {
      process.off('message', fromPrimary);
      local.deliverToAll('closing');
    },
  };
}
