import { lazy, type ComponentType } from 'react';

/**
 * A page loaded with its route, so the landing page does not download every screen (and the
 * database and sync code that only signed-in screens use). The router's Suspense boundary shows
 * the route's pending screen meanwhile.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
