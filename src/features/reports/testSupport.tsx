/** Test-only: report and dashboard screens on a fresh local database and a memory router. */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  useLocation,
  useNavigate,
} from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import * as v from 'valibot';
import { vi } from 'vitest';
import { WorkspaceContext } from '../../app/workspace/WorkspaceContext';
import type { MoneyKitchenDb } from '../../db/database';
import { FinancialReportsPage } from './FinancialReportsPage';
import { reportsSearchSchema } from './reportsSearch';

import { freshTestDb } from '../../db/queries/testDb';

export { freshTestDb };

/**
 * The start of a screen test: the clock at `now` (only Date is faked: fake-indexeddb needs its real
 * timers) and a fresh database. Pair with `endScreenTest`.
 */
export function startScreenTest(now: Date): MoneyKitchenDb {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(now);
  return freshTestDb();
}

/** Unmounts before closing the database, so no live query runs against a closed one. */
export function endScreenTest(db: MoneyKitchenDb): void {
  cleanup();
  db.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
}

function NavigatedTo() {
  const { pathname, searchStr } = useLocation();
  return (
    <p>
      navigated:{pathname}
      {searchStr}
    </p>
  );
}

/** Mounts `page` at `path` inside the workspace of `db`; the history opens at `url`. */
export async function renderPage(
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

function ReportsAtUrl() {
  const search = v.parse(reportsSearchSchema, useLocation().search);
  const navigate = useNavigate();
  return (
    <FinancialReportsPage
      search={search}
      onSearchChange={(next) => void navigate({ to: '/reports', search: next as never })}
    />
  );
}

/** The /reports screen wired to the URL as the real route does. */
export function renderReports(db: MoneyKitchenDb, url = '/reports') {
  return renderPage(db, () => <ReportsAtUrl />, {
    path: '/reports',
    url,
    validateSearch: (search) => v.parse(reportsSearchSchema, search),
  });
}
