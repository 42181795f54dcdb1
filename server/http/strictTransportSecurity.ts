import type { MiddlewareHandler } from 'hono';
import { reachedOverHttps } from './reachedOverHttps';

/** 180 days, subdomains included: what secureHeaders sent by default before. */
export const strictTransportSecurityValue = 'max-age=15552000; includeSubDomains';

/**
 * HSTS only on answers that travelled over HTTPS (RFC 6797 section 7.2: a browser must ignore it over
 * plain HTTP, so sending it there only misleads whoever reads the headers).
 */
export function strictTransportSecurity(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (reachedOverHttps(c, trustProxy)) c.res.headers.set('Strict-Transport-Security', strictTransportSecurityValue);
  };
}
