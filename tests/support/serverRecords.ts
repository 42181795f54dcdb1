import type { PullResponse } from '../../src/domain/mutations';
import type { RecordKind, RecordKinds } from '../../src/domain/records';
import type { TestApi } from './testApi';

/** What the server holds for a person, by the plain pull in one page (a test holds fewer than 5000 changes). */
export async function pulledFromServer(api: Pick<TestApi, 'json'>, access: string): Promise<PullResponse> {
  const response = await api.json('GET', '/api/sync/pull/?protocol=1&limit=5000', undefined, access);
  if (response.status !== 200) throw new Error(`pull answered ${response.status}`);
  return (await response.json()) as PullResponse;
}

/** Every change of one kind the server holds for the person, tombstones included. */
export async function pulledChangesOf(api: Pick<TestApi, 'json'>, access: string, kind: RecordKind) {
  const { changes } = await pulledFromServer(api, access);
  return changes.filter((change) => change.kind === kind);
}

/** The person's live records of one kind on the server (tombstones left out), by id. */
export async function serverRecords<K extends RecordKind>(
  api: Pick<TestApi, 'json'>,
  access: string,
  kind: K,
): Promise<RecordKinds[K][]> {
  const { changes } = await pulledFromServer(api, access);
  return changes
    .flatMap((change) => (change.kind === kind && !change.deleted ? [change.record as RecordKinds[K]] : []))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The changes of records a test pushed, without the accounts of their currencies, which the server
 * makes on first use (docs/sync-protocol.md, "Accounts") and the same pull brings.
 */
export const withoutMadeAccounts = <C extends { kind: string }>(changes: readonly C[]): C[] =>
  changes.filter((change) => change.kind !== 'account');
