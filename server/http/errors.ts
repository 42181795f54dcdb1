import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AmountTooLarge, amountTooLargeText } from '../../src/domain/money';
import { AppError } from '../errors';
import type { Logger } from '../logger';

export const internalErrorText = 'Server error. Please try again later.';

const codeByStatus: Partial<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** The one place that turns any failure into `{error, code}`; nothing else catches. */
export function errorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      if (typeof err.extra.retry_after === 'number') c.header('Retry-After', String(err.extra.retry_after));
      return c.json({ error: err.texts, code: err.code, ...err.extra }, err.status);
    }
    // The person's own figures, not a fault of the server: say so rather than answer a rounded total.
    if (err instanceof AmountTooLarge) return c.json({ error: amountTooLargeText, code: 'amount_too_large' }, 422);
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status as ContentfulStatusCode;
      return c.json({ error: err.message || 'Bad request', code: codeByStatus[status] ?? 'bad_request' }, status);
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, err.stack ?? err);
    return c.json({ error: internalErrorText, code: 'internal' }, 500);
  };
}

export const notFound = (c: Context) => c.json({ error: 'Not found', code: 'not_found' }, 404);
