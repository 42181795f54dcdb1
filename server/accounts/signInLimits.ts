import { tooManyAttempts, type RateLimits } from '../http/rateLimits';

/** How sign-in slows down once an account is being guessed from many addresses. */
export interface SignInSlowdown {
  /** The wait before checking a password from an address that has not failed on the account. */
  newAddressDelayMs: number;
  /** The longest an address that already failed waits for its turn before it is told to come back later. */
  maxTurnWaitMs: number;
}

export const defaultSignInSlowdown: SignInSlowdown = { newAddressDelayMs: 1000, maxTurnWaitMs: 15_000 };

/** What the sign-in asks before and after it checks a password. */
export interface SignInAttempts {
  /** Before the password check: counts the attempt as a failure, waits, or refuses with 429. */
  before(accountKey: string): Promise<void>;
  /** The password was right: the attempt is taken back from every count, so success never locks. */
  succeeded(accountKey: string): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The limits on guessing a password (issue 13 item 3). Keyed on the account found (its id; an
 * identifier with no account keys on what was typed, so a probe learns nothing from the limits), and
 * on the caller's address. Only failures count: an attempt is counted before the check, so parallel
 * guesses cannot slip past, and taken back when the password was right.
 *
 * - per address, over all accounts: `loginPerAddress` failures, then 429 for that address, except
 *   for an account this browser signed in to before (its device cookie, OWASP's "device cookies"):
 *   people behind one carrier NAT are not locked out together by someone guessing from it;
 * - per account and address: `loginPerAccountAndAddress` failures, then 429 for that address only,
 *   so guessing someone's password from one place never locks the owner out from another;
 * - per account, over all addresses: past `loginPerAccount` failures the account is being guessed
 *   from many places, and sign-in slows instead of refusing. An address new to the account (the
 *   owner on a new network), or one that failed on it once (a typo), or a browser that signed in to
 *   it before, waits `newAddressDelayMs`; an address that failed on it more often waits its turn, one check per `loginTurnPerAccount` window for the whole account, and gets 429 only
 *   when its turn is more than `maxTurnWaitMs` away.
 */
export function signInAttempts(
  limits: RateLimits,
  address: string,
  slowdown: SignInSlowdown = defaultSignInSlowdown,
  /** Whether this browser's device cookie names the account (server/accounts/deviceCookie.ts). */
  knownDevice: (accountKey: string) => boolean = () => false,
): SignInAttempts {
  const pairKey = (accountKey: string) => `${accountKey}|${address}`;

  async function waitForTurn(accountKey: string) {
    const deadline = Date.now() + slowdown.maxTurnWaitMs;
    for (;;) {
      const turn = await limits.take('loginTurnPerAccount', accountKey);
      if (turn.allowed) return;
      if (Date.now() + turn.waitMs > deadline) throw tooManyAttempts(Math.ceil(turn.waitMs / 1000));
      await sleep(turn.waitMs);
    }
  }

  return {
    async before(accountKey) {
      if (!knownDevice(accountKey)) await limits.consume('loginPerAddress', address);
      const failuresHere = await limits.consume('loginPerAccountAndAddress', pairKey(accountKey));
      const withinBudget = await limits.allows('loginPerAccount', accountKey);
      if (withinBudget) return;
      // One slip of the owner's own (or a browser that signed in before) is not queued behind the guesses.
      if (failuresHere <= 2 || knownDevice(accountKey)) await sleep(slowdown.newAddressDelayMs);
      else await waitForTurn(accountKey);
    },

    async succeeded(accountKey) {
      if (!knownDevice(accountKey)) await limits.refund('loginPerAddress', address);
      await limits.refund('loginPerAccountAndAddress', pairKey(accountKey));
      await limits.refund('loginPerAccount', accountKey);
    },
  };
}
