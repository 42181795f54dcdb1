/** Test-only: pages rendered with a fresh local database and a memory router. Not used by the app. */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  useLocation,
  useNavigate,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import * as v from 'valibot';
import { vi } from 'vitest';
import { WorkspaceContext } from '../../app/workspace/WorkspaceContext';
import type { MoneyKitchenDb } from '../../db/database';
import { addTransaction, type TransactionInput } from '../../db/commands/transactions';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { TransactionRecord } from '../../domain/records';
import { TransactionsPage } from './TransactionsPage';
import { transactionsSearchSchema } from './transactionsSearch';

export { freshTestDb } from '../../db/queries/testDb';

function NavigatedTo() {
  const { pathname } = useLocation();
  return <p>navigated:{pathname}</p>;
}

/** Mounts `page` at `path` inside the workspace of `db`; the history opens at `url`. */
export async function renderWithDb(
  db: MoneyKitchenDb,
  page: () => ReactElement,
  {
    path = '/page',
    url,
    validateSearch,
  }: { path?: string; url?: string; validateSearch?: (search: Record<string, unknown>) => object } = {},
) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const rootRoute = createRootRoute();
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path, validateSearch, component: page });
  const catchAllRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: NavigatedTo });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, catchAllRoute]),
    history: createMemoryHistory({ initialEntries: [url ?? path] }),
  });
  await router.load();
  const result = render(
    <WorkspaceContext.Provider value={{ db, engine: {} as never }}>
      <RouterProvider router={router} />
    </WorkspaceContext.Provider>,
  );
  return { router, ...result };
}

function TransactionsAtUrl() {
  const search = v.parse(transactionsSearchSchema, useLocation().search);
  const navigate = useNavigate();
  return (
    <TransactionsPage
      search={search}
      onSearchChange={(next, { replace }) => void navigate({ to: '/show_trans', search: next as never, replace })}
    />
  );
}

/** The transactions screen wired to the URL as the real route does. */
export function renderTransactions(db: MoneyKitchenDb, url = '/show_trans') {
  return renderWithDb(db, () => <TransactionsAtUrl />, {
    path: '/show_trans',
    url,
    validateSearch: (search) => v.parse(transactionsSearchSchema, search),
  });
}

let sequence = 0;

/** Adds a transaction through the command path (so derived tables follow); amounts in cents. */
export function seed(
  db: MoneyKitchenDb,
  overrides: Partial<Omit<TransactionInput, 'amount_cents' | 'date'>> & { cents?: number; date?: string } = {},
): Promise<TransactionRecord> {
  sequence += 1;
  const { cents = 1250, date = '2026-03-10', ...rest } = overrides;
  return addTransaction(
    db,
    {
      amount_cents: cents as Cents,
      currency: 'USD',
      trans_status: 'withdraw',
      category: 'Food',
      trans_details: `Item ${sequence}`,
      date: date as IsoDate,
      ...rest,
    },
    new Date('2026-03-20T12:00:00Z'),
  );
}
