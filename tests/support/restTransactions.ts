import type { TestUser } from './accounts';
import type { TestApi } from './testApi';

/** Test-only: the spec's transaction calls as a signed-in person makes them, and a push's results. */

export const moneyPath = '/api/finance-management';

export const restTransactions = (api: TestApi) => ({
  add: (user: TestUser, body: Record<string, unknown>) =>
    api.json('POST', `${moneyPath}/transaction/add-transactions/`, body, user.access),
  update: (user: TestUser, id: string, body: Record<string, unknown>) =>
    api.json('POST', `${moneyPath}/transaction/update-transactions/${id}/`, body, user.access),
  list: (user: TestUser, query = '') =>
    api.json('GET', `${moneyPath}/transaction/get-transactions/${query}`, undefined, user.access),
});

/** The per-mutation results of a sync push's answer. */
export const resultsOf = async (response: Response) => (await response.json()).results as Record<string, unknown>[];
