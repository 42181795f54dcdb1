import { protocolVersion } from '../../src/domain/mutations';
import type { TestApi } from './testApi';

/**
 * `push(user, mutations, clientId)`: one sync push of `mutations` as the device `clientId` (by
 * default one called "phone"), answered as the server answered it.
 */
export const syncPushThrough =
  (api: Pick<TestApi, 'json'>) =>
  (user: { access: string }, mutations: unknown[], clientId = 'phone') =>
    api.json('POST', '/api/sync/push/', { protocol: protocolVersion, client_id: clientId, mutations }, user.access);
