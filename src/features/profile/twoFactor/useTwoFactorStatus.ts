import { twoFactorStatus } from '../../../api/twoFactor';
import type { TwoFactorStatus } from '../../../domain/twoFactor';
import { useAnswerOnOpen } from '../../../ui/useAnswerOnOpen';

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
  return useAnswerOnOpen<TwoFactorLoad>(fetchStatus, 'loading');
}
