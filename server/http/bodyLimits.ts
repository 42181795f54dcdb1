import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors';

/**
 * The largest body of a sign-in, registration, password, email-link or profile call (issue 49,
 * item 4): their fields are a few hundred bytes. Most of them are answered before authentication,
 * so an anonymous client may send no more than this to be parsed.
 */
export const accountBodyBytes = 8 * 1024;

/**
 * Refuses a body over `maxSize` bytes with a 413 in the API's `{error, code}` shape, `text` saying
 * so. No route reads the body of a GET or HEAD; checking it there built a full Web Request for
 * every read, about 7 % of the server's CPU under load (wrk, transactions page). Unread bodies are discarded.
 */
export function limitBody(maxSize: number, text = `Request body is larger than ${maxSize} bytes`): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError(413, 'payload_too_large', text);
    },
  });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
