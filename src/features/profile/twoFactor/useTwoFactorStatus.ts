import { useCallback, useEffect, useState } from 'react';
import { twoFactorStatus } from '../../../api/twoFactor';
import type { TwoFactorStatus } from '../../../domain/twoFactor';

export type TwoFactorLoad = TwoFactorStatus | 'loading' | 'failed';

/** Async, so a request that fails before it is sent (ky builds it at once) is a failure too, not a throw. */
async function fetchStatus(): Promise<TwoFactorLoad> {
  try {
    return await twoFactorStatus();
  } catch {
    return 'failed';
  }
}

/** The server's word on two-factor for this person, and a reload for after a change or a failure. */
export function useTwoFactorStatus(): [TwoFactorLoad, () => Promise<void>] {
  const [status, setStatus] = useState<TwoFactorLoad>('loading');
  useEffect(() => {
    let live = true;
    void fetchStatus().then((answer) => {
      if (live) setStatus(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  const reload = useCallback(async () => {
    setStatus('loading');
    setStatus(await fetchStatus());
  }, []);
  return [status, reload];
}
