import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/logger';
import { startRatesRefresh } from '../../server/rates/ratesRefresh';
import { ratesService } from '../../server/rates/rates.service';
import { testClock } from '../support/testClock';
import { useTestApi } from '../support/testApi';

const api = useTestApi();

describe('a self-hoster who wants no outbound traffic (RATES_URLS=off)', () => {
  it('gets no request for rates and no warning about it: not for today, not for past dates, not on a timer', async () => {
    const requested: string[] = [];
    const warnings: unknown[] = [];
    const logger = { ...silentLogger, warn: (...args: unknown[]) => void warnings.push(args) };
    const service = ratesService({
      db: api.database.db,
      kind: api.database.kind,
      logger,
      clock: testClock().now,
      urls: [],
      fetch: async (input) => {
        requested.push(String(input));
        return new Response('{}');
      },
    });
    await service.refreshToday();
    expect(await service.backfill(['2025-03-01', '2025-03-02'])).toBe(0);
    const stop = startRatesRefresh(service, 6, logger);
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(requested).toEqual([]);
    expect(warnings).toEqual([]);
    expect(service.fetchesFromNetwork).toBe(false);
  });
});
