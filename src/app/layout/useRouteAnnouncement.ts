import { useMatches, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { focusPageHeadingWhenShown } from '../../ui/mainContent';

export const appName = 'Money Kitchen';

/** 'Transactions · Money Kitchen', or the product name alone for a route without a title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${appName}` : appName;
}

/**
 * Each route names itself in the document title (its `staticData.title`), and after moving to another
 * page focus goes to that page's heading, so a screen reader hears where it arrived. The first page
 * of a visit keeps the browser's own focus; a change of the query alone (a filter, a tab) moves nothing.
 */
export function useRouteAnnouncement(): void {
  const title = useMatches({
    select: (matches) => [...matches].reverse().find((match) => match.staticData.title)?.staticData.title,
  });
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  useEffect(() => {
    if (pathname === undefined) return;
    const from = previous.current;
    previous.current = pathname;
    if (from === undefined || from === pathname) return;
    return focusPageHeadingWhenShown();
  }, [pathname]);
}
