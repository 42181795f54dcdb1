import { useEffect, useState } from 'react';
import { listPasskeys } from '../../../api/passkeys';
import type { PasskeySummary } from '../../../domain/passkeys';

/**
 * The person's passkeys as the server lists them: undefined while loading, null when the read
 * failed. Passkeys live on the server only (they are not records), so this screen needs it.
 */
export function usePasskeys() {
  const [passkeys, setPasskeys] = useState<PasskeySummary[] | null | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    listPasskeys().then(
      (list) => current && setPasskeys(list),
      () => current && setPasskeys(null),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  /** "Try again" after a failed read: loading again, then the new answer. */
  function reload() {
    setPasskeys(undefined);
    setAttempt((n) => n + 1);
  }

  return { passkeys, setPasskeys, reload };
}
