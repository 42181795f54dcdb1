import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts';
import { relaxedRateRules, useTestApi } from '../support/testApi';
import { codeNow, codeStep, passwordStep, withTwoFactor } from '../support/twoFactor';

/** Issue 49, item 6: wrong two-factor codes are limited per account, over every ticket and route. */
const api = useTestApi({
  rateRules: { ...relaxedRateRules, twoFactorPerAccount: { points: 5, durationSeconds: 15 * 60 } },
});

describe('two-factor guesses (issue 49, item 6)', () => {
  it('guessed code: after five wrong codes even a fresh ticket and the right code wait, with 429', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    for (let guess = 0; guess < 5; guess += 1) {
      const ticket = await passwordStep(api, user);
      expect((await codeStep(api, ticket, String(100000 + guess))).status).toBe(401);
    }
    const blocked = await codeStep(api, await passwordStep(api, user), codeNow(api, user.secret));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const disable = await api.json('POST', '/api/auth/two-factor/disable/', { code: '111111' }, user.access);
    expect(disable.status).toBe(429);
  });

  it('right codes are not counted: the owner signing in often is never limited', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    for (let round = 0; round < 7; round += 1) {
      expect((await codeStep(api, await passwordStep(api, user), codeNow(api, user.secret))).status).toBe(200);
      api.clock.advance(30_000);
    }
  });
});
