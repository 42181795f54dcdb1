import { useState } from 'react';

/** Which transactions are selected for a bulk edit (issue 46, item 6), and how a click changes that. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  isSelected: (id: string) => boolean;
  /** A click on a row's checkbox; with Shift, every row of the page from the last one clicked takes its new state. */
  toggle: (id: string, range: boolean) => void;
  /** Whether every, some or none of the page's rows are selected (the header checkbox). */
  pageState: 'all' | 'some' | 'none';
  /** The header checkbox: selects the page's rows, or takes them off when all are. */
  togglePage: () => void;
  /** "Select all N that match": every id given, on any page. */
  selectAll: (ids: readonly string[]) => void;
  clear: () => void;
}

interface State {
  scope: string;
  ids: ReadonlySet<string>;
  /** The row clicked last: a Shift-click selects from it. */
  anchor?: string;
}

const nothing: ReadonlySet<string> = new Set();

/**
 * Selection over the rows of `pageIds` (the page shown, in its order). It lasts while `scope` (the
 * query) does: another filter or order starts with nothing selected, so what is edited is always
 * what the person sees matched. Paging keeps it.
 */
export function useRowSelection(pageIds: readonly string[], scope: string): RowSelection {
  const [state, setState] = useState<State>({ scope, ids: nothing });
  const current = state.scope === scope ? state : { scope, ids: nothing };
  const selected = current.ids;
  const onPage = pageIds.filter((id) => selected.has(id)).length;

  function toggle(id: string, range: boolean) {
    const on = !selected.has(id);
    const from = current.anchor === undefined ? -1 : pageIds.indexOf(current.anchor);
    const to = pageIds.indexOf(id);
    const changed = range && from >= 0 && to >= 0 ? pageIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
    const ids = new Set(selected);
    for (const one of changed) {
      if (on) ids.add(one);
      else ids.delete(one);
    }
    setState({ scope, ids, anchor: id });
  }

  function togglePage() {
    const ids = new Set(selected);
    const on = onPage < pageIds.length;
    for (const id of pageIds) {
      if (on) ids.add(id);
      else ids.delete(id);
    }
    setState({ scope, ids });
  }

  return {
    selected,
    isSelected: (id) => selected.has(id),
    toggle,
    pageState: pageIds.length > 0 && onPage === pageIds.length ? 'all' : onPage > 0 ? 'some' : 'none',
    togglePage,
    selectAll: (ids) => setState({ scope, ids: new Set(ids) }),
    clear: () => setState({ scope, ids: nothing }),
  };
}
