import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

export interface RatesProvider {
  /** The provider URL template for RATES_URLS. */
  urlTemplate: string;
  /** Requests answered so far, and when the last one came. */
  served(): { count: number; lastAt: number };
  close(): Promise<void>;
}

/**
 * A stand-in for the public daily rates provider on loopback, so a bench run never touches the
 * network yet ends with what a real server would hold: one table per transaction date since the
 * provider's first day (the server back-fills them after each push). Each day is the bundled
 * snapshot moved by a smooth, deterministic wave, so conversions differ from day to day.
 */
export async function startRatesProvider(): Promise<RatesProvider> {
  const file = createRequire(import.meta.url).resolve('@fawazahmed0/currency-api/v1/currencies/usd.min.json');
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { date: string; usd: Record<string, number> };
  const codes = Object.keys(snapshot.usd);
  let count = 0;
  let lastAt = 0;

  const server: Server = createServer((request, response) => {
    count += 1;
    lastAt = Date.now();
    const match = /^\/(\d{4}-\d{2}-\d{2}|latest)\.json$/.exec(request.url ?? '');
    const date = match?.[1] === 'latest' ? new Date().toISOString().slice(0, 10) : match?.[1];
    if (!date) {
      response.writeHead(404).end();
      return;
    }
    const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    const usd: Record<string, number> = {};
    codes.forEach((code, i) => {
      const rate = snapshot.usd[code]!;
      usd[code] = code === 'usd' ? 1 : Number((rate * (1 + 0.04 * Math.sin(day / 29 + i))).toPrecision(8));
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ date, usd }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlTemplate: `http://127.0.0.1:${port}/{date}.json`,
    served: () => ({ count, lastAt }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
