import type { AsyncRouteComponent } from '@tanstack/react-router';

/**
 * Gives a route component that renders a lazy page (to hand it the route's search or params) that
 * page's `preload`. The router calls `preload` before it renders the route, so the page never
 * suspends: React would otherwise hold the content back for its 300 ms Suspense reveal throttle
 * after showing the fallback (the offline cold start's budget is 1,000 ms).
 */
export function withPagePreload<C extends object>(component: C, page: Pick<AsyncRouteComponent<never>, 'preload'>) {
  return Object.assign(component, { preload: page.preload });
}
