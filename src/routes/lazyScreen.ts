import { lazyRouteComponent } from '@tanstack/react-router';
import { ScreenNotStoredOffline } from '../app/pwa/ScreenNotStoredOffline';

/**
 * A route's screen, loaded on first use. Until the service worker has stored every screen (right
 * after the first sign-in), a screen not opened yet cannot be fetched offline. The router answers a
 * failed module fetch by reloading the page, which offline replaces the app with the browser's own
 * error page; offline the failure becomes ScreenNotStoredOffline instead, which ScreenError
 * explains, and the screen opens once the connection is back.
 */
export function lazyScreen<Module extends Record<string, unknown>, Name extends keyof Module>(
  importer: () => Promise<Module>,
  exportName: Name,
) {
  return lazyRouteComponent(
    () =>
      importer().catch((error: unknown) => {
        throw navigator.onLine ? error : new ScreenNotStoredOffline(error);
      }),
    exportName,
  );
}
