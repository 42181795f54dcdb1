import { createMiddleware } from 'hono/factory';

/**
 * Every API answer is one person's data or a token (the CSV export and the backup file included):
 * no browser cache, shared proxy or back/forward cache may keep a copy that the next person on the
 * device, or anyone behind the same proxy, could read. Set after the route, errors included, so no
 * route can forget it.
 *
 * On the answer's own headers, not through `c.header`: after the route, `c.header` copies the answer
 * into a new Response whose body is a stream, which the Node adapter then reads chunk by chunk
 * instead of writing the string it held, about a sixth of a serving process's busy time under load.
 */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
});
