import type { KyInstance } from 'ky';
import { protocolVersion } from '../domain/mutations';
import type { SyncTransport } from './transport';

export function httpTransport(http: KyInstance): SyncTransport {
  return {
    push: (request) => http.post('sync/push/', { json: request, timeout: 60_000 }).json(),
    pull: (after, limit) =>
      http.get('sync/pull/', { searchParams: { protocol: protocolVersion, after, limit }, timeout: 60_000 }).json(),
    rates: (after) => http.get('sync/rates/', { searchParams: { after } }).json(),
    head: (since, limit) =>
      http.get('sync/head/', { searchParams: { protocol: protocolVersion, since, limit }, timeout: 60_000 }).json(),
    history: ({ after, before, limit, totals }) =>
      http
        .get('sync/history/', {
          searchParams: { protocol: protocolVersion, after, before, limit, totals: totals ? 1 : 0 },
          timeout: 60_000,
        })
        .json(),
  };
}

/** Opens the live stream of change numbers (protocol step 10), held for as long as the server keeps it. */
export function liveStreamOver(http: KyInstance) {
  return async (signal: AbortSignal): Promise<ReadableStream<Uint8Array>> => {
    const response = await http.get('sync/live/', { signal, timeout: false });
    if (!response.body) throw new Error('The live stream has no body');
    return response.body;
  };
}
