import { expect } from 'vitest';
import { protocolVersion, type PushResult } from '../../src/domain/mutations';
import type { TestApi } from './testApi';

/**
 * `push(user, mutations, clientId)`: one sync push of `mutations` as the device `clientId` (by
 * default one called "phone"), answered as the server answered it.
 */
export const syncPushThrough =
  (api: Pick<TestApi, 'json'>) =>
  (user: { access: string }, mutations: unknown[], clientId = 'phone') =>
    api.json('POST', '/api/sync/push/', { protocol: protocolVersion, client_id: clientId, mutations }, user.access);

/** The results of a push the server accepted (it answered 200): one a mutation, in their order. */
export async function acceptedResults(response: Response): Promise<PushResult[]> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: PushResult[] }).results;
}
