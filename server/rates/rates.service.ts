import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { sql, type Kysely } from 'kysely';
import { isIsoDate, todayIn, type IsoDate } from '../../src/domain/dates';
import { RateBook } from '../../src/domain/rates';
import type { DatabaseKind } from '../db/database';
import type { Schema } from '../db/schema';
import type { Logger } from '../logger';
import { dateBackoff } from './dateBackoff';
import { providerTable } from './providerTable';
import { ratesRepository } from './rates.repository';

export interface RatesDeps {
  db: Kysely<Schema>;
  kind: DatabaseKind;
  logger: Logger;
  clock: () => Date;
  /** Provider URL templates, tried in order; `{date}` is yyyy-mm-dd or `latest`. None: never fetch. */
  urls: readonly string[];
  fetch?: typeof fetch;
}

/** The first day the default provider publishes; older dates use the nearest later table. */
const firstProviderDate = '2024-03-02';
const maxBackfillPerCall = 31;
// Any fixed number: PostgreSQL advisory locks are keyed by integers.
const refreshLockKey = 704_7104;

export function ratesService({ db, kind, logger, clock, urls, fetch: fetchFn = fetch }: RatesDeps) {
  const rates = ratesRepository(db, kind);
  let cached: { version: number; book: RateBook } | undefined;
  const backoff = dateBackoff(() => clock().getTime());

  async function fetchDay(day: string): Promise<{ date: string; rates: Record<string, number> } | undefined> {
    for (const template of urls) {
      const url = template.replace('{date}', day);
      try {
        const response = await fetchFn(url, { signal: AbortSignal.timeout(15_000) });
        if (!response.ok) continue;
        const table = providerTable(await response.json());
        if (table) return table;
      } catch (error) {
        logger.debug(`Rates from ${new URL(url).host} failed`, error instanceof Error ? error.message : error);
      }
    }
    return undefined;
  }

  /** In a deployment of several servers only one refreshes at a time (a PostgreSQL advisory lock). */
  async function exclusively(work: () => Promise<void>): Promise<void> {
    if (kind !== 'postgres') return work();
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${refreshLockKey}) as locked`.execute(trx);
      if (rows[0]?.locked) await work();
    });
  }

  const fetchesFromNetwork = urls.length > 0;

  return {
    /** False when the provider is switched off (`RATES_URLS=off`): the tables stay as they are. */
    fetchesFromNetwork,

    /** A fresh install converts offline: the pinned provider package is the first table. */
    async loadSnapshotIfEmpty(): Promise<void> {
      if ((await rates.dates()).size > 0) return;
      const file = createRequire(import.meta.url).resolve('@fawazahmed0/currency-api/v1/currencies/usd.min.json');
      const table = providerTable(JSON.parse(await readFile(file, 'utf8')));
      if (!table) throw new Error('The bundled exchange-rate snapshot could not be read');
      await rates.save(table.date, table.rates, 'snapshot');
      logger.info(`Exchange rates: loaded the bundled snapshot of ${table.date}`);
    },

    /** Today's table, once a day; a failure keeps the tables we have and is tried again later. */
    async refreshToday(): Promise<void> {
      if (!fetchesFromNetwork) return;
      await exclusively(async () => {
        const today = todayIn(clock(), 'UTC');
        if ((await rates.dates()).has(today)) return;
        const table = await fetchDay('latest');
        if (!table) {
          logger.warn('Exchange rates: no provider answered; keeping the rates we have');
          return;
        }
        await rates.save(table.date, table.rates, 'provider');
      });
    },

    /**
     * Fetches tables for past dates that transactions use but that are missing here. Every push
     * calls it, so a date the provider could not give is left alone for a while (dateBackoff.ts).
     */
    async backfill(dates: Iterable<string>): Promise<number> {
      if (!fetchesFromNetwork) return 0;
      const have = await rates.dates();
      const today = todayIn(clock(), 'UTC');
      // Pushed dates are unvalidated text, and each becomes part of a provider URL.
      const wanted = [...new Set(dates)]
        .filter((date) => isIsoDate(date) && !have.has(date) && date < today && date >= firstProviderDate)
        .sort()
        .filter((date) => backoff.due(date))
        .slice(-maxBackfillPerCall);
      let saved = 0;
      for (const date of wanted) {
        // Another push may have taken it while this one fetched the dates before it.
        if (!backoff.claim(date)) continue;
        let got = false;
        try {
          const table = await fetchDay(date);
          if (table) {
            await rates.save(table.date, table.rates, 'provider');
            saved += 1;
            // A table for another day (the provider's nearest) still leaves this date missing.
            got = table.date === date;
          }
        } finally {
          if (got) backoff.succeeded(date);
          else backoff.failed(date);
        }
      }
      return saved;
    },

    /** Every table as a RateBook, rebuilt only when a table was added or changed. */
    async book(): Promise<RateBook> {
      const newer = await rates.changedAfter(cached?.version ?? 0, 1);
      if (cached && newer.length === 0) return cached.book;
      const all = await rates.all();
      const version = Math.max(0, ...all.map((table) => table.version));
      cached = {
        version,
        book: new RateBook(all.map(({ date, rates: table }) => ({ date: date as IsoDate, rates: table }))),
      };
      return cached.book;
    },

    changedAfter: (version: number, limit: number) => rates.changedAfter(version, limit),
    all: () => rates.all(),
  };
}

export type RatesService = ReturnType<typeof ratesService>;
