import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';

// One person's money or tokens kept by a browser cache, a shared proxy or the back/forward cache can
// be read by the next person on that device or behind that proxy.
const api = useTestApi();
const money = '/api/finance-management';

describe('signed-in API answers are never cached (shared device or proxy reading another person’s data)', () => {
  it('say Cache-Control: no-store on reads, writes, the CSV export and the backup', async () => {
    const user = await signedInUser(api);
    const added = await api.json(
      'POST',
      `${money}/transaction/add-transactions/`,
      { amount: '4.20', currency: 'EUR', trans_status: 'withdraw', category: 'Food', date: '2026-03-02' },
      user.access,
    );
    expect(added.status).toBe(201);
    expect(added.headers.get('cache-control')).toBe('no-store');

    for (const path of [
      '/api/user-data/',
      `${money}/transaction/get-transactions/`,
      `${money}/transaction/export-csv/?start_date=2026-03-01&end_date=2026-03-31`,
      `${money}/get-networth/`,
      `${money}/get-monthly-report/`,
      '/api/get-fav-currency/',
      '/api/sync/pull/?protocol=1&after=0',
      '/api/backup/',
    ]) {
      const response = await api.json('GET', path, undefined, user.access);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect({ path, cacheControl: response.headers.get('cache-control') }).toEqual({ path, cacheControl: 'no-store' });
    }
    const csv = await api.json(
      'GET',
      `${money}/transaction/export-csv/?start_date=2026-03-01&end_date=2026-03-31`,
      undefined,
      user.access,
    );
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toContain('Food');
  });

  it('say it on refusals and on the answers that carry tokens too', async () => {
    const user = await signedInUser(api);
    const refused = await api.json('GET', `${money}/target/get-target/`, undefined, user.access);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const invalid = await api.json('POST', `${money}/transaction/add-transactions/`, { amount: 'x' }, user.access);
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('cache-control')).toBe('no-store');

    const login = await api.json('POST', '/api/auth/login/', { username: user.username, password: user.password });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const refresh = await api.json('POST', '/api/auth/token/refresh/', { refresh: user.refresh });
    expect(refresh.status).toBe(200);
    expect(refresh.headers.get('cache-control')).toBe('no-store');
    const unsigned = await api.json('GET', '/api/user-data/');
    expect(unsigned.status).toBe(401);
    expect(unsigned.headers.get('cache-control')).toBe('no-store');
  });
});
