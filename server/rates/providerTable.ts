import { currencies } from '../../src/domain/currencies';

/**
 * Reads the provider's day file (`{ date, usd: { eur: 0.92, ... } }`, lower-case codes, per 1 USD)
 * into our table: the codes we offer, upper-case, finite and positive. FOK and KID are pegged 1:1 to
 * DKK and AUD and missing from the provider, so they take their anchor's rate.
 */
export function providerTable(body: unknown): { date: string; rates: Record<string, number> } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { date, usd } = body as { date?: unknown; usd?: unknown };
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || typeof usd !== 'object' || usd === null)
    return undefined;
  const source = usd as Record<string, unknown>;
  const rates: Record<string, number> = {};
  for (const code of currencies) {
    const value = source[code.toLowerCase()];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) rates[code] = value;
  }
  rates.USD = 1;
  for (const [pegged, anchor] of [
    ['FOK', 'DKK'],
    ['KID', 'AUD'],
  ] as const) {
    const anchorRate = rates[anchor];
    if (rates[pegged] === undefined && anchorRate !== undefined) rates[pegged] = anchorRate;
  }
  return Object.keys(rates).length > 1 ? { date, rates } : undefined;
}
