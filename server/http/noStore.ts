import { createMiddleware } from 'hono/factory';

/**
 * Every API answer is one person's data or a token (the CSV export and the backup file included):
 * no browser cache, shared proxy or back/forward cache may keep a copy that the next person on the
 * device, or anyone behind the same proxy, could read. Set after the route, errors included, so no
 * route can forget it.
 */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});
