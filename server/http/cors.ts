import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** How long a browser may reuse a preflight answer (Chromium caps it at two hours). */
const preflightMaxAgeSeconds = 10 * 60;

/**
 * Cross-origin access for the listed origins only (CORS_ORIGINS), for a client served from another
 * host. Tokens travel in the Authorization header, never in cookies, so no credentials mode is
 * needed. A request from any other origin passes through untouched: no CORS headers, and its
 * preflight meets the 404 it met before. Returns undefined when no origin is listed.
 */
export function corsForOrigins(origins: readonly string[]): MiddlewareHandler | undefined {
  if (origins.length === 0) return undefined;
  const allowed = new Set(origins);
  const answer = cors({
    origin: [...origins],
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type'],
    // The CSV export and the backup name their file there.
    exposeHeaders: ['Content-Disposition'],
    maxAge: preflightMaxAgeSeconds,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && allowed.has(origin)) return answer(c, next);
    await next();
    // The answer depends on the Origin header, so a shared cache must keep them apart. On the
    // answer's own headers, for the reason noStore.ts gives.
    c.res.headers.append('Vary', 'Origin');
  };
}
