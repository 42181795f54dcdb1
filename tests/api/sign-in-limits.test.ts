import { describe, expect, it } from 'vitest';
import { defaultRateRules } from '../../server/http/rateLimits';
import { signedInUser, type TestUser } from '../support/accounts';
import { relaxedRateRules, useTestApi, type TestApi } from '../support/testApi';

/** A sign-in as it reaches us through the trusted proxy, which appended `from` to X-Forwarded-For. */
function signIn(api: TestApi, username: string, password: string, forwardedFor?: string, cookie?: string) {
  return api.request('/api/auth/login/', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ username, password }),
  });
}

const deviceCookieOf = (response: Response) => /mk_device=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];

const wrong = 'not the password';

describe('the address a sign-in limit counts on (TRUST_PROXY=true)', () => {
  const api = useTestApi({
    trustProxy: true,
    rateRules: { ...relaxedRateRules, loginPerAddress: { points: 3, durationSeconds: 60 } },
  });

  it('is the one the proxy appended, so a client lying about its headers cannot start a fresh count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      // A new made-up left-most address every time; the proxy's entry stays the same.
      const response = await signIn(api, `nobody${i}`, wrong, `198.18.0.${i}, 203.0.113.5`);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another caller behind the same proxy is not held back by it.
    expect((await signIn(api, 'nobody', wrong, '203.0.113.5, 203.0.113.6')).status).toBe(401);
  });
});

describe('an address locked by guesses (carrier NAT), issue 49 item 10', () => {
  const api = useTestApi({
    trustProxy: true,
    rateRules: { ...relaxedRateRules, loginPerAddress: { points: 3, durationSeconds: 60 } },
  });
  const nat = '203.0.113.50';

  it("still lets in a browser that signed in to that account before; an attacker's browser, or another account's cookie, stays held back", async () => {
    const [owner, neighbour] = [await signedInUser(api), await signedInUser(api)];
    const before = await signIn(api, owner.username, owner.password, nat);
    expect(before.status).toBe(200);
    const ownersBrowser = deviceCookieOf(before);
    expect(ownersBrowser).toBeDefined();
    // The owner's earlier success was taken back from the count: three guesses from the attacker lock it.
    for (let i = 0; i < 3; i += 1) expect((await signIn(api, `nobody${i}`, wrong, nat)).status).toBe(401);
    expect((await signIn(api, 'nobody', wrong, nat)).status).toBe(429);

    expect((await signIn(api, owner.username, owner.password, nat)).status).toBe(429);
    expect((await signIn(api, owner.username, owner.password, nat, ownersBrowser)).status).toBe(200);
    // The cookie vouches only for the account that signed in with it, never for guessing another.
    expect((await signIn(api, neighbour.username, wrong, nat, ownersBrowser)).status).toBe(429);
    expect((await signIn(api, neighbour.username, neighbour.password, nat, 'mk_device=forged')).status).toBe(429);
  });
});

describe('the address behind two proxies (TRUST_PROXY_HOPS=2)', () => {
  const api = useTestApi({
    trustProxy: true,
    trustProxyHops: 2,
    rateRules: { ...relaxedRateRules, loginPerAddress: { points: 2, durationSeconds: 60 } },
  });

  it('is the second from the right, whatever a client lying about its headers writes left of it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await signIn(api, `nobody${i}`, wrong, `198.18.1.${i}, 203.0.113.9, 10.0.0.2`);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
    expect((await signIn(api, 'nobody', wrong, '203.0.113.9, 203.0.113.10, 10.0.0.2')).status).toBe(401);
  });
});

describe('the per-account sign-in limit', () => {
  const api = useTestApi({
    trustProxy: true,
    rateRules: {
      ...relaxedRateRules,
      loginPerAccountAndAddress: { points: 3, durationSeconds: 60 },
      loginPerAccount: { points: 3, durationSeconds: 60 },
    },
    signInSlowdown: { newAddressDelayMs: 50, maxTurnWaitMs: 50 },
  });

  it('never counts the owner signing in: a dozen correct sign-ins in a row all work', async () => {
    const user = await signedInUser(api);
    for (let i = 0; i < 12; i += 1) {
      expect((await signIn(api, user.username, user.password, '203.0.113.20')).status).toBe(200);
    }
    // Two slips and then the right password still work, and the right password clears the slips' count.
    expect((await signIn(api, user.username, wrong, '203.0.113.20')).status).toBe(401);
    expect((await signIn(api, user.username, wrong, '203.0.113.20')).status).toBe(401);
    expect((await signIn(api, user.username, user.password, '203.0.113.20')).status).toBe(200);
  });

  it('counts one account once, whether it is named by username or by email', async () => {
    const user = await signedInUser(api);
    const statuses = [];
    for (const name of [user.username, user.email, user.username.toUpperCase(), user.email]) {
      statuses.push((await signIn(api, name, wrong, '203.0.113.21')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('an attacker guessing the password from other addresses', () => {
  // The production numbers: 10 failures per account and address, 20 per account before slowing.
  const api = useTestApi({ trustProxy: true, rateRules: defaultRateRules });

  async function guess(user: TestUser, times: number, from: (i: number) => string) {
    const statuses = [];
    for (let i = 0; i < times; i += 1) statuses.push((await signIn(api, user.username, wrong, from(i))).status);
    return statuses;
  }

  it('cannot lock the owner out: after 10 failures, the right password from a new address signs in at once', async () => {
    const user = await signedInUser(api);
    expect(await guess(user, 10, () => '198.51.100.1')).toEqual(Array(10).fill(401));
    // That address is stopped on this account...
    expect((await signIn(api, user.username, wrong, '198.51.100.1')).status).toBe(429);
    expect((await signIn(api, user.email, user.password, '198.51.100.1')).status).toBe(429);
    // ...the owner, elsewhere, is not, by username or by email.
    const started = Date.now();
    expect((await signIn(api, user.username, user.password, '203.0.113.30')).status).toBe(200);
    expect((await signIn(api, user.email, user.password, '192.0.2.44')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('cannot lock the owner out with failures spread over many addresses either', async () => {
    const user = await signedInUser(api);
    expect(await guess(user, 10, (i) => `198.51.100.${10 + i}`)).toEqual(Array(10).fill(401));
    expect((await signIn(api, user.username, user.password, '203.0.113.31')).status).toBe(200);
  });
});

describe('an account guessed past its failure budget', () => {
  const api = useTestApi({
    trustProxy: true,
    rateRules: {
      ...relaxedRateRules,
      loginPerAccount: { points: 4, durationSeconds: 60 },
      loginTurnPerAccount: { points: 1, durationSeconds: 1 },
    },
    signInSlowdown: { newAddressDelayMs: 400, maxTurnWaitMs: 1500 },
  });

  it('slows the owner from a new address but lets them in', async () => {
    const user = await signedInUser(api);
    for (let i = 0; i < 4; i += 1)
      expect((await signIn(api, user.username, wrong, `198.51.100.${40 + i}`)).status).toBe(401);
    const started = Date.now();
    expect((await signIn(api, user.username, user.password, '203.0.113.40')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('gives addresses that already failed one password check per turn between them, however many they send at once', async () => {
    const user = await signedInUser(api);
    for (let i = 0; i < 4; i += 1) expect((await signIn(api, user.username, wrong, '198.51.100.50')).status).toBe(401);
    const started = Date.now();
    const statuses = await Promise.all(
      ['198.51.100.50', '198.51.100.50', '198.51.100.50'].map((from) => signIn(api, user.username, wrong, from)),
    ).then((answers) => answers.map((a) => a.status).sort());
    // One check now, one a turn (1 s) later, and the third would wait past the longest wait (1.5 s).
    expect(statuses).toEqual([401, 401, 429]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});

describe('an owner who mistypes once while the account is being guessed (issue 49, item 10)', () => {
  const api = useTestApi({
    trustProxy: true,
    rateRules: {
      ...relaxedRateRules,
      loginPerAccount: { points: 4, durationSeconds: 60 },
      // One check per 30 s between the addresses that failed more than once: the attacker's just taken.
      loginTurnPerAccount: { points: 1, durationSeconds: 30 },
    },
    signInSlowdown: { newAddressDelayMs: 50, maxTurnWaitMs: 50 },
  });

  it("is not queued behind the attacker's turns: a typo, then the right password, signs in", async () => {
    const user = await signedInUser(api);
    for (let i = 0; i < 4; i += 1) await signIn(api, user.username, wrong, `198.51.100.${70 + i}`);
    // The attacker's address fails a third time: its check takes the account's turn for 30 s.
    for (let i = 0; i < 3; i += 1) await signIn(api, user.username, wrong, '198.51.100.80');
    expect((await signIn(api, user.username, wrong, '198.51.100.80')).status).toBe(429);

    expect((await signIn(api, user.username, 'a typo', '203.0.113.80')).status).toBe(401);
    expect((await signIn(api, user.username, user.password, '203.0.113.80')).status).toBe(200);
  });
});
