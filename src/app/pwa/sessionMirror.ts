import { readSession, subscribeToSession } from '../../api/session';
import { SessionStore, writeWorkerSession } from '../../../sw/sessionStore';

/**
 * Keeps the service worker's copy of the session (user id and access token, never the refresh
 * token) in step with this page's: written on sign-in and every token refresh, deleted on sign-out.
 * Writes run one after another, each with the session as it is then, so the last one wins.
 */
export function mirrorSessionForWorker(store = new SessionStore()): { stop: () => void; settled: () => Promise<void> } {
  let written: string | undefined;
  let chain = Promise.resolve();
  const write = () => {
    chain = chain
      .then(async () => {
        const session = readSession();
        const mirror = session ? { userId: session.user.id, accessToken: session.accessToken } : null;
        const key = JSON.stringify(mirror);
        if (key === written) return;
        await writeWorkerSession(store, mirror);
        written = key;
      })
      .catch((error: unknown) => console.warn('Background sync cannot see the session.', error));
  };
  write();
  const unsubscribe = subscribeToSession(write);
  return {
    stop: () => {
      unsubscribe();
      void chain.then(() => store.close());
    },
    settled: () => chain,
  };
}
