import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ratesService } from '../../server/rates/rates.service';
import { silentLogger } from '../../server/logger';
import { signedInUser } from '../support/accounts';
import { aTransaction, put } from '../support/records';
import { useStandInServer } from '../support/standInServer';
import { useTestApi } from '../support/testApi';

/** A stand-in for the rate provider on this machine: one file per day, `latest` for today. */
const served: string[] = [];
const provider = new Hono().get('/:day/usd.json', (c) => {
  const day = c.req.param('day');
  served.push(day);
  if (day === '2025-01-01') return c.text('not found', 404);
  const date = day === 'latest' ? '2026-03-15' : day;
  return c.json({ date, usd: { eur: 0.9, gbp: 0.8, dkk: 7, aud: 1.5, egp: 50, btc: 0.00001, jpy: 'oops' } });
});
const providerBaseUrl = useStandInServer(provider);

const providerUrls = () => ['http://127.0.0.1:1/{date}', `${providerBaseUrl()}/{date}/usd.json`];
const api = useTestApi({ ratesUrls: providerUrls });
const service = () =>
  ratesService({
    db: api.database.db,
    kind: api.database.kind,
    logger: silentLogger,
    clock: api.clock.now,
    urls: providerUrls(),
  });

async function pullRates(token: string, after = 0) {
  const response = await api.json('GET', `/api/sync/rates/?after=${after}`, undefined, token);
  expect(response.status).toBe(200);
  return response.json() as Promise<{
    tables: { date: string; rates: Record<string, number> }[];
    cursor: number;
    more: boolean;
  }>;
}

describe('exchange rates', () => {
  it('loads the bundled snapshot into an empty database, so a fresh install converts offline', async () => {
    await service().loadSnapshotIfEmpty();
    const user = await signedInUser(api);
    const { tables } = await pullRates(user.access);
    expect(tables).toHaveLength(1);
    const [snapshot] = tables;
    expect(snapshot!.date).toBe('2026-09-29');
    expect(snapshot!.rates.USD).toBe(1);
    expect(snapshot!.rates.EUR).toBeGreaterThan(0);
    // Pegged 1:1 and absent from the provider.
    expect(snapshot!.rates.FOK).toBe(snapshot!.rates.DKK);
    expect(snapshot!.rates.KID).toBe(snapshot!.rates.AUD);
    expect(Object.keys(snapshot!.rates).length).toBe(161);
  });

  it("fetches today's table from the first provider that answers, keeping only our codes", async () => {
    const user = await signedInUser(api);
    const { cursor } = await pullRates(user.access);
    await service().refreshToday();
    const { tables } = await pullRates(user.access, cursor);
    expect(tables).toEqual([
      { date: '2026-03-15', rates: { USD: 1, EUR: 0.9, GBP: 0.8, DKK: 7, AUD: 1.5, EGP: 50, FOK: 7, KID: 1.5 } },
    ]);
    served.length = 0;
    await service().refreshToday();
    expect(served).toEqual([]);
  });

  it('back-fills missing past dates that pushed transactions use, skipping days the provider lacks', async () => {
    const user = await signedInUser(api);
    const { cursor } = await pullRates(user.access);
    const push = await api.json(
      'POST',
      '/api/sync/push/',
      {
        protocol: 1,
        client_id: 'phone',
        mutations: [
          put(1, 'transaction', aTransaction({ date: '2025-06-01' as never })),
          put(2, 'transaction', aTransaction({ date: '2025-01-01' as never })),
        ],
      },
      user.access,
    );
    expect(push.status).toBe(200);
    let dates: string[] = [];
    for (let i = 0; i < 50 && !dates.includes('2025-06-01'); i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      dates = (await pullRates(user.access, cursor)).tables.map((t) => t.date);
    }
    expect(dates).toEqual(['2025-06-01']);
  });

  it('refuses a bad cursor and needs a signed-in user', async () => {
    const user = await signedInUser(api);
    expect((await api.json('GET', '/api/sync/rates/?after=x', undefined, user.access)).status).toBe(400);
    expect((await api.json('GET', '/api/sync/rates/')).status).toBe(401);
  });
});
