import { readSession, subscribeToSession } from '../../api/session';
import { forgetOtherPeople } from './forgetOtherPeople';
import { closeWorkspace } from './openWorkspace';

/**
 * Whenever who is signed in on this browser changes (another person signs in, here or in another
 * tab; a refresh is refused and the session ends) and once at start, deletes the other people's
 * copies that hold nothing unsent (forgetOtherPeople). A session that ended closes its workspace
 * first, so its own copy can go too. Runs one pass at a time; a failed pass is retried at the next
 * change.
 */
export function forgetOnSessionChange(): { stop: () => void; settled: () => Promise<void> } {
  let seen: string | null | undefined;
  let chain = Promise.resolve();
  const check = () => {
    const userId = readSession()?.user.id ?? null;
    if (userId === seen) return;
    seen = userId;
    if (userId === null) closeWorkspace();
    chain = chain
      .then(() => forgetOtherPeople(userId ?? undefined))
      .then(
        () => undefined,
        (error: unknown) => {
          console.warn('Could not delete the data of people signed out on this browser.', error);
          seen = undefined;
        },
      );
  };
  check();
  const unsubscribe = subscribeToSession(check);
  return { stop: unsubscribe, settled: () => chain };
}
