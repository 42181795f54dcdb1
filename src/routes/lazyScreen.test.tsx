import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenError, screenErrorTexts } from '../app/layout/ScreenError';
import { lazyScreen } from './lazyScreen';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A router whose one screen is loaded lazily by `importer`, with the app's error view. */
async function renderLazyScreen(importer: () => Promise<{ Screen: () => ReactElement }>) {
  const rootRoute = createRootRoute();
  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: lazyScreen(importer, 'Screen'),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: ScreenError,
  });
  await router.load();
  render(<RouterProvider router={router} />);
}

const loaded = { Screen: () => <h1>Reports</h1> };
const fetchFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/Reports.js');

describe('a screen whose code cannot be loaded', () => {
  it('offline, before the device stored it: says so instead of reloading into the browser error page, and opens when back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const importer = vi.fn().mockRejectedValueOnce(fetchFailure()).mockResolvedValue(loaded);
    await renderLazyScreen(importer);

    expect((await screen.findByRole('alert')).textContent).toContain(screenErrorTexts.notStored);
    expect(screen.queryByRole('heading', { name: 'Reports' })).toBeNull();

    online.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('online, any other failure: a general message, and Try again loads the screen', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const importer = vi.fn().mockRejectedValueOnce(new Error('Unexpected token')).mockResolvedValue(loaded);
    await renderLazyScreen(importer);

    expect((await screen.findByRole('alert')).textContent).toContain(screenErrorTexts.failed);
    // Being online again is no reason to retry a failure that was not about the connection.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(importer).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: screenErrorTexts.retry }));
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
  });
});
