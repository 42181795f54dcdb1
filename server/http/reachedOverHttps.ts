import type { Context } from 'hono';
import type { NodeBindings } from './nodeBindings';

/**
 * Whether the browser reached us over HTTPS. Behind a reverse proxy (TRUST_PROXY=true) that is the
 * first X-Forwarded-Proto entry, the proxy nearest the browser; otherwise it is the socket's own
 * TLS, never the request's URL, which a client can write as an absolute https:// target.
 */
export function reachedOverHttps(c: Context, trustProxy: boolean): boolean {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded) return forwarded === 'https';
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.encrypted === true;
}
