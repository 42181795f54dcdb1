import { useNavigate, useParams, useSearch, type AnyRoute, type AsyncRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { withPagePreload } from './withPagePreload';

/** What every page route states: the route it hangs under, its path, and its title (useRouteAnnouncement). */
export function page<Parent extends AnyRoute, Path extends string>(parent: Parent, path: Path, title: string) {
  return { getParentRoute: () => parent, path, staticData: { title } };
}

/** A route's search, validated at the door by the feature's valibot schema. */
export function searchOf<Schema extends v.GenericSchema>(schema: Schema) {
  return (search: Record<string, unknown>) => v.parse(schema, search);
}

/**
 * A page that takes the parts of its link (the path's params, or the search) as its props. It is
 * keyed by them, so opening a different link is a fresh visit that checks the new one.
 */
export function linkPage<Props extends Record<string, string | undefined>>(
  Page: AsyncRouteComponent<Props>,
  partsIn: 'params' | 'search',
) {
  function LinkPage() {
    const params = useParams({ strict: false });
    const search = useSearch({ strict: false });
    const parts = (partsIn === 'params' ? params : search) as Props;
    return <Page key={Object.values(parts).join('/')} {...parts} />;
  }
  return withPagePreload(LinkPage, Page);
}

interface SearchStateProps<Search> {
  search: Search;
  /** Pages that never replace the entry take the search alone. */
  onSearchChange: (next: Search, options?: { replace: boolean }) => void;
}

/**
 * A page whose state (filters, page, year) lives in the URL's search: it reads it from the route and
 * changes it by navigating, a new history entry unless the page asks to replace the current one.
 */
export function searchStatePage<Search extends object>(Page: AsyncRouteComponent<SearchStateProps<Search>>) {
  function SearchStatePage() {
    const search = useSearch({ strict: false });
    const navigate = useNavigate();
    return (
      <Page
        search={search as Search}
        onSearchChange={(next, options) => void navigate({ to: '.', search: next as never, replace: options?.replace })}
      />
    );
  }
  return withPagePreload(SearchStatePage, Page);
}
