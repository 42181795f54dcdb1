import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts';
import { relaxedRateRules, useTestApi } from '../support/testApi';

const api = useTestApi({
  rateRules: { ...relaxedRateRules, passwordChangePerAccount: { points: 3, durationSeconds: 60 } },
});

const changePassword = (access: string, current: string) =>
  api.json(
    'POST',
    '/api/profile/change-password/',
    { current_password: current, new_password: 'a new password', confirm_password: 'a new password' },
    access,
  );

describe('changing the password', () => {
  it('stops a session guessing the current password with 429, a clear text and Retry-After', async () => {
    const user = await signedInUser(api);
    for (let i = 0; i < 3; i += 1) expect((await changePassword(user.access, 'not the password')).status).toBe(400);
    const blocked = await changePassword(user.access, 'not the password');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).error).toBe('Too many attempts. Please wait 1 minute and try again.');
    // Blocked means nothing is checked, not even the right password.
    expect((await changePassword(user.access, user.password)).status).toBe(429);
  });

  it("counts per account: another person's attempts are not punished for it", async () => {
    const [guesser, other] = [await signedInUser(api), await signedInUser(api)];
    for (let i = 0; i < 4; i += 1) await changePassword(guesser.access, 'not the password');
    expect((await changePassword(other.access, other.password)).status).toBe(200);
  });
});
