import Dexie, { type EntityTable } from 'dexie';

/**
 * What the service worker may know of the session: whose database to open and a token to send.
 * Never the refresh token: refresh tokens rotate, and a second holder refreshing would look like
 * reuse to the server and end the sign-in. The worker cannot read localStorage, so the page writes
 * this row whenever its session changes and deletes it on sign-out.
 */
export interface WorkerSession {
  key: 'current';
  userId: string;
  accessToken: string;
}

export const sessionDatabaseName = 'money-kitchen-session';

export class SessionStore extends Dexie {
  session!: EntityTable<WorkerSession, 'key'>;

  constructor(options?: ConstructorParameters<typeof Dexie>[1]) {
    super(sessionDatabaseName, options);
    this.version(1).stores({ session: 'key' });
  }
}

export async function readWorkerSession(store: SessionStore): Promise<WorkerSession | undefined> {
  return store.session.get('current');
}

/** Writes the row, or deletes it when nobody is signed in. */
export async function writeWorkerSession(
  store: SessionStore,
  session: Pick<WorkerSession, 'userId' | 'accessToken'> | null,
): Promise<void> {
  if (session) await store.session.put({ key: 'current', userId: session.userId, accessToken: session.accessToken });
  else await store.session.delete('current');
}
