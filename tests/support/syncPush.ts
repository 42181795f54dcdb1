import type { TestApi } from './testApi';

/**
 * `push(user, mutations, clientId)`: one sync push of `mutations` as the device `clientId` (by
 * default one called "phone"), answered as the server answered it.
 */
export const syncPushThrough =
  (api: Pick<TestApi, 'json'>) =>
  (user: { access: string }, mutations: unknown[], clientId = 'phone') =>
    api.json('POST', '/api/sync/push/', { protocol: 1, client_id: clientId, mutations }, user.access);
