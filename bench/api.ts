import { protocolVersion, type PushResult } from '../src/domain/mutations';
import { linkFromMailFolder } from '../tests/support/mailFolder';
import type { DatasetMutation } from './dataset';

export interface Account {
  username: string;
  email: string;
  password: string;
}

export interface SignedIn {
  access: string;
  refresh: string;
  user: { id: string; username: string };
}

async function call<T>(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${baseUrl}/api/${path}`, { ...init, headers });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} /api/${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/**
 * Registers an account and verifies it with the link the server wrote to `DATA_DIR/mail` (the
 * embedded default without SMTP), exactly as a person clicking the email would.
 */
export async function registerVerified(baseUrl: string, dataDir: string, account: Account): Promise<void> {
  await call(baseUrl, 'auth/register/', {
    method: 'POST',
    body: JSON.stringify({ ...account, password2: account.password }),
  });
  const link = new URL(await linkFromMailFolder(dataDir, account.email, 'Verify', 20_000));
  const [, , uid, token] = link.pathname.split('/');
  await call(baseUrl, 'auth/verify-email/', { method: 'POST', body: JSON.stringify({ uid, token }) });
}

export function signIn(baseUrl: string, account: Account): Promise<SignedIn> {
  return call<SignedIn>(baseUrl, 'auth/login/', {
    method: 'POST',
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
}

export function getJson<T>(baseUrl: string, path: string, token: string): Promise<T> {
  return call<T>(baseUrl, path, { token });
}

/**
 * Sends mutations through the sync push endpoint (protocol step 3), 500 per request, numbered from 1
 * for `clientId`. Any rejection stops the load: the data set must be valid. `onUnknown`: a change
 * the server does not know at all (a build older than that kind of record answers `Unknown change`)
 * is handed to it instead, and the load goes on (the server applies the rest of its batch).
 */
export async function pushAll(
  baseUrl: string,
  token: string,
  clientId: string,
  mutations:
    | readonly Pick<DatasetMutation, 'name' | 'args'>[]
    | readonly { name: `${string}.delete.v1`; args: { id: string } }[],
  onProgress: (done: number) => void = () => {},
  onUnknown?: (name: string) => void,
  batchSize = 500,
): Promise<void> {
  for (let at = 0; at < mutations.length; at += batchSize) {
    const batch = mutations.slice(at, at + batchSize).map((m, i) => ({ number: 1 + at + i, ...m }));
    const { results } = await call<{ results: PushResult[] }>(baseUrl, 'sync/push/', {
      method: 'POST',
      token,
      body: JSON.stringify({ protocol: protocolVersion, client_id: clientId, mutations: batch }),
    });
    const rejected = results.find((r) => {
      if (r.status === 'applied') return false;
      if (!onUnknown || !r.error?.startsWith('Unknown change')) return true;
      onUnknown(batch.find((m) => m.number === r.number)!.name);
      return false;
    });
    if (rejected) {
      const mutation = batch.find((m) => m.number === rejected.number);
      throw new Error(`The server rejected ${mutation?.name} ${JSON.stringify(mutation?.args)}: ${rejected.error}`);
    }
    onProgress(Math.min(mutations.length, at + batchSize));
  }
}

/** Whether the server applies this one mutation (sent alone for `clientId`), rather than refusing it. */
export async function pushApplied(baseUrl: string, token: string, clientId: string, mutation: DatasetMutation) {
  const { results } = await call<{ results: PushResult[] }>(baseUrl, 'sync/push/', {
    method: 'POST',
    token,
    body: JSON.stringify({ protocol: protocolVersion, client_id: clientId, mutations: [{ number: 1, ...mutation }] }),
  });
  return results[0]?.status === 'applied';
}

/** How many transactions the server holds for the signed-in person (the whole date range). */
export async function serverTransactionCount(baseUrl: string, token: string): Promise<number> {
  const answer = await getJson<{ pagination: { total_count: number } }>(
    baseUrl,
    'finance-management/transaction/get-transactions/?start_date=1900-01-01&end_date=2999-12-31',
    token,
  );
  return answer.pagination.total_count;
}

/** How many dated rate tables the server hands a new device (protocol step 9). */
export async function serverRateTableCount(baseUrl: string, token: string): Promise<number> {
  let after = 0;
  let count = 0;
  for (;;) {
    const page = await getJson<{ tables: unknown[]; cursor: number; more: boolean }>(
      baseUrl,
      `sync/rates/?after=${after}`,
      token,
    );
    count += page.tables.length;
    after = page.cursor;
    if (!page.more) return count;
  }
}
