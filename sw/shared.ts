/** What the page and the service worker agree on; both import it, so neither spells it twice. */

/** The Background Sync tag the page registers when the outbox gets entries (protocol step 7). */
export const backgroundSyncTag = 'money-kitchen-sync';

/** Posted by the page to a waiting worker: take over now (spec section 4, the update flow). */
export const skipWaitingMessage = { type: 'SKIP_WAITING' } as const;

export const serviceWorkerUrl = '/sw.js';
export const serviceWorkerScope = '/';
