import precacheManifest from 'virtual:precache-manifest';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { runBackgroundSync } from './backgroundSync';
import { backgroundSyncTag, skipWaitingMessage } from './shared';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event; not in TypeScript's worker library yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const isApi = (url: URL) => url.pathname === '/api' || url.pathname.startsWith('/api/');

// The app shell and every route's code, listed at build time from Vite's output.
precacheAndRoute(precacheManifest);
cleanupOutdatedCaches();

// Any page of the app opens offline: the client router decides what a path means. Never /api/.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

// Hashed build files never change; anything not precached (an older version's chunk) is kept once fetched.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'money-kitchen-assets' }),
);
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && !isApi(url) && (request.destination === 'image' || request.destination === 'font'),
  new StaleWhileRevalidate({ cacheName: 'money-kitchen-static' }),
);
// /api/ has no route on purpose: the worker never answers it, so every API call goes to the network.

// A new version waits until the person chooses 'Update Now' (or the footer's Update button).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === skipWaitingMessage.type) void self.skipWaiting();
});
// The first install takes the open page at once, so its later requests are served offline too.
clientsClaim();

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== backgroundSyncTag) return;
  event.waitUntil(
    runBackgroundSync({ origin: self.location.origin }).then((outcome) => {
      // A rejected promise makes the browser try again later, with backoff.
      if (outcome === 'retry' && !event.lastChance) throw new Error('Sync did not finish; the browser will retry.');
    }),
  );
}) as EventListener);
