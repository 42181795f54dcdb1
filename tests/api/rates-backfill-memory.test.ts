import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/logger';
import { ratesService } from '../../server/rates/rates.service';
import { testClock } from '../support/testClock';
import { useStandInServer } from '../support/standInServer';
import { useTestApi } from '../support/testApi';

/** A rate provider that has no table before 2025 and counts every request per day. */
const asked = new Map<string, number>();
let slowDays = new Set<string>();
const provider = new Hono().get('/:day/usd.json', async (c) => {
  const day = c.req.param('day');
  asked.set(day, (asked.get(day) ?? 0) + 1);
  if (slowDays.has(day)) await new Promise((r) => setTimeout(r, 200));
  if (day < '2025-01-01') return c.text('not found', 404);
  return c.json({ date: day, usd: { eur: 0.9 } });
});
const providerBaseUrl = useStandInServer(provider);

const api = useTestApi();
const minutes = (n: number) => n * 60_000;

function freshService() {
  const clock = testClock();
  const service = ratesService({
    db: api.database.db,
    kind: api.database.kind,
    logger: silentLogger,
    clock: clock.now,
    urls: [`${providerBaseUrl()}/{date}/usd.json`],
  });
  return { service, clock };
}

describe('rate back-fill memory', () => {
  it('does not ask again for a date the provider lacked until its wait is over, doubling the wait', async () => {
    const { service, clock } = freshService();
    const missing = '2024-06-01';
    await service.backfill([missing]);
    await service.backfill([missing]);
    expect(asked.get(missing)).toBe(1);

    clock.advance(minutes(15));
    await service.backfill([missing]);
    expect(asked.get(missing)).toBe(2);
    clock.advance(minutes(15));
    await service.backfill([missing]);
    expect(asked.get(missing)).toBe(2);
    clock.advance(minutes(15));
    await service.backfill([missing]);
    expect(asked.get(missing)).toBe(3);
  });

  it('still fetches other dates, and a date it got is never asked for again', async () => {
    const { service } = freshService();
    expect(await service.backfill(['2024-07-01', '2025-07-01'])).toBe(1);
    await service.backfill(['2024-07-01', '2025-07-01', '2025-07-02']);
    expect([asked.get('2024-07-01'), asked.get('2025-07-01'), asked.get('2025-07-02')]).toEqual([1, 1, 1]);
  });

  it('fetches a date once when pushes back-fill it at the same time', async () => {
    const { service } = freshService();
    slowDays = new Set(['2025-08-01']);
    await Promise.all([service.backfill(['2025-08-01']), service.backfill(['2025-08-01'])]);
    slowDays = new Set();
    expect(asked.get('2025-08-01')).toBe(1);
  });

  it('never asks for something that is not a real date', async () => {
    const { service } = freshService();
    const before = asked.size;
    expect(await service.backfill(['2025-02-30', '2025-09-01x', '2025-09-01/../../x', '2025-9-1', ''])).toBe(0);
    expect(asked.size).toBe(before);
  });
});
