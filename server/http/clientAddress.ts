import type { Context } from 'hono';
import type { NodeBindings } from './nodeBindings';

/**
 * The caller's address for rate limits. Behind a reverse proxy (TRUST_PROXY=true) it is the first
 * X-Forwarded-For entry; otherwise the socket's, which a client cannot forge.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'local';
}
