import { describe, expect, it } from 'vitest';
import { relaxedRateRules, useTestApi } from '../support/testApi';

const api = useTestApi({
  rateRules: { ...relaxedRateRules, passkeyChallengePerAddress: { points: 3, durationSeconds: 60 } },
  trustProxy: true,
});

const askFrom = (address: string) =>
  api.request('/api/auth/passkey/options/', { method: 'POST', headers: { 'x-forwarded-for': address } });

describe('passkey sign-in challenges', () => {
  it('threat: an anonymous client cannot fill the database with challenges; another address is not punished for it', async () => {
    for (let i = 0; i < 3; i += 1) expect((await askFrom('203.0.113.7')).status).toBe(200);
    const blocked = await askFrom('203.0.113.7');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).error).toBe('Too many attempts. Please wait 1 minute and try again.');
    const stored = await api.database.db
      .selectFrom('webauthn_challenges')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(3);
    expect((await askFrom('198.51.100.9')).status).toBe(200);
  });
});
