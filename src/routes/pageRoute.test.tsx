import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { linkPage, page, searchOf, searchStatePage } from './pageRoute';

/** The routes under a memory history that opens at `url`. */
async function renderRoutes(url: string, makeRoutes: (root: AnyRoute) => AnyRoute[]) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const rootRoute = createRootRoute();
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: rootRoute.addChildren(makeRoutes(rootRoute)), history });
  await router.load();
  render(<RouterProvider router={router} />);
  return { router, history };
}

let visits = 0;

/** A link page that counts its fresh visits: its state starts again only when it is mounted anew. */
function LinkCheck({ uid, token }: { uid: string | undefined; token: string | undefined }) {
  const [visit] = useState(() => ++visits);
  return (
    <p>
      {uid}/{token ?? '-'} visit {visit}
    </p>
  );
}

describe('page', () => {
  it('gives the route its path and the title the document takes', async () => {
    const { router } = await renderRoutes('/budgets', (root) => [
      createRoute({ ...page(root, '/budgets', 'Budgets'), component: () => <h1>Budgets page</h1> }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Budgets page' })).toBeTruthy();
    expect(router.state.matches.at(-1)?.staticData).toEqual({ title: 'Budgets' });
  });
});

describe('linkPage', () => {
  it("hands the page its link's params, and a different link is a fresh visit", async () => {
    const { history } = await renderRoutes('/verify/7/abc', (root) => [
      createRoute({ ...page(root, '/verify/$uid/$token', 'Verify'), component: linkPage(LinkCheck, 'params') }),
    ]);
    const first = visits;
    expect(await screen.findByText(`7/abc visit ${first}`)).toBeTruthy();

    act(() => history.push('/verify/8/xyz'));
    expect(await screen.findByText(`8/xyz visit ${first + 1}`)).toBeTruthy();
  });

  it("hands the page its link's search, validated by the route's schema", async () => {
    const schema = v.object({ uid: v.optional(v.string()), token: v.optional(v.string()) });
    await renderRoutes('/reset?uid=%227%22', (root) => [
      createRoute({
        ...page(root, '/reset', 'Reset'),
        validateSearch: searchOf(schema),
        component: linkPage(LinkCheck, 'search'),
      }),
    ]);
    expect(await screen.findByText(/^7\/- visit/)).toBeTruthy();
  });
});

describe('searchStatePage', () => {
  type Search = { page?: number };
  function Paged({
    search,
    onSearchChange,
  }: {
    search: Search;
    onSearchChange: (next: Search, o: { replace: boolean }) => void;
  }) {
    return (
      <>
        <p>page {search.page ?? 1}</p>
        <button onClick={() => onSearchChange({ page: (search.page ?? 1) + 1 }, { replace: false })}>Next</button>
        <button onClick={() => onSearchChange({ page: 1 }, { replace: true })}>First, replacing</button>
      </>
    );
  }
  const schema = v.object({ page: v.optional(v.number()) });

  it('reads the state from the search and writes it back as a new entry, or in place when asked', async () => {
    const { history } = await renderRoutes('/list', (root) => [
      createRoute({
        ...page(root, '/list', 'List'),
        validateSearch: searchOf(schema),
        component: searchStatePage(Paged),
      }),
    ]);
    expect(await screen.findByText('page 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('page 2')).toBeTruthy();
    expect(history.location.pathname).toBe('/list');
    expect(history.location.search).toBe('?page=2');
    const entries = history.length;

    fireEvent.click(screen.getByRole('button', { name: 'First, replacing' }));
    expect(await screen.findByText('page 1')).toBeTruthy();
    expect(history.length).toBe(entries);

    await act(() => history.back());
    expect(await screen.findByText('page 1')).toBeTruthy();
    expect(history.location.search).toBe('');
  });
});
