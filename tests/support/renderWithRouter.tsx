import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

interface RenderWithRouterOptions {
  /** The path the ui is mounted at and the history starts on. */
  path?: string;
}

/** Where every other path lands, so a test can see which link or navigation was followed. */
function NavigatedTo() {
  const { pathname } = useLocation();
  return <p>navigated:{pathname}</p>;
}

/** Renders `ui` inside a minimal router so components using Link, useNavigate and friends work. */
export async function renderWithRouter(ui: ReactElement, { path = '/' }: RenderWithRouterOptions = {}) {
  const rootRoute = createRootRoute();
  const uiRoute = createRoute({ getParentRoute: () => rootRoute, path, component: () => ui });
  const catchAllRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: NavigatedTo });
  const router = createRouter({
    routeTree: rootRoute.addChildren([uiRoute, catchAllRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // Resolving the matches first makes the first render show the ui, so tests can query at once.
  await router.load();
  const renderResult = render(<RouterProvider router={router} />);
  return { router, ...renderResult };
}
