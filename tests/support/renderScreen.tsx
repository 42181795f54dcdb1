/** Test-only: a screen mounted in a memory router, inside a local database's workspace when given one. */
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
import { StrictMode, type ComponentType, type ReactElement } from 'react';
import * as v from 'valibot';
import { vi } from 'vitest';
import { CurrencyOrderProvider } from '../../src/app/workspace/CurrencyOrderProvider';
import { WorkspaceContext } from '../../src/app/workspace/WorkspaceContext';
import type { MoneyKitchenDb } from '../../src/db/database';

/** Where every other path lands, so a test sees where a link or redirect went, search included. */
function NavigatedTo() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p>navigated:{pathname}</p>
      <p>search:{JSON.stringify(search)}</p>
    </>
  );
}

export interface ScreenOptions {
  /** The route pattern the screen is mounted at. */
  path?: string;
  /** Where the history opens; defaults to `path`. */
  url?: string;
  /** The route's search parsing, as the real route declares it. */
  validateSearch?: (search: Record<string, unknown>) => object;
  /** The local database the screen reads and writes, as the signed-in workspace provides it. */
  db?: MoneyKitchenDb;
  /** Render inside React's StrictMode (effects run twice on mount). */
  strict?: boolean;
}

/** Mounts `ui` at `path` in a memory router; every other path renders where it went. */
export async function renderScreen(
  ui: ReactElement,
  { path = '/page', url, validateSearch, db, strict = false }: ScreenOptions = {},
) {
  // The router restores scroll positions; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const rootRoute = createRootRoute();
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path, validateSearch, component: () => ui });
  const catchAllRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: NavigatedTo });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, catchAllRoute]),
    history: createMemoryHistory({ initialEntries: [url ?? path] }),
  });
  // Resolving the matches first makes the first render show the screen, so tests can query at once.
  await router.load();
  const routed = <RouterProvider router={router} />;
  const app = db ? (
    <WorkspaceContext.Provider value={{ db, engine: {} as never }}>
      <CurrencyOrderProvider>{routed}</CurrencyOrderProvider>
    </WorkspaceContext.Provider>
  ) : (
    routed
  );
  return { router, ...render(strict ? <StrictMode>{app}</StrictMode> : app) };
}

/** The props of a screen whose state lives in the URL's search. */
interface SearchScreenProps<Search> {
  search: Search;
  onSearchChange: (search: Search, options?: { replace?: boolean }) => void;
}

/** `Screen` at `path` of a local database's workspace, wired to the URL's search as its real route does. */
export function renderSearchScreen<Search extends object>(
  db: MoneyKitchenDb,
  Screen: ComponentType<SearchScreenProps<Search>>,
  { path, url = path, schema }: { path: string; url?: string; schema: v.GenericSchema<unknown, Search> },
) {
  function ScreenAtUrl() {
    const search = v.parse(schema, useLocation().search);
    const navigate = useNavigate();
    return (
      <Screen
        search={search}
        onSearchChange={(next, options) =>
          void navigate({ to: path, search: next as never, replace: options?.replace })
        }
      />
    );
  }
  return renderScreen(<ScreenAtUrl />, { path, url, db, validateSearch: (search) => v.parse(schema, search) });
}
