import type { KyInstance } from 'ky';
import { protocolVersion } from '../domain/mutations';
import type { SyncTransport } from './transport';

export function httpTransport(http: KyInstance): SyncTransport {
  return {
    push: (request) => http.post('sync/push/', { json: request, timeout: 60_000 }).json(),
    pull: (after, limit) =>
      http.get('sync/pull/', { searchParams: { protocol: protocolVersion, after, limit }, timeout: 60_000 }).json(),
    rates: (after) => http.get('sync/rates/', { searchParams: { after } }).json(),
  };
}
