import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger';

/**
 * A failure the client caused or may act on. `message` is user wording (the spec's texts where it
 * has one); `code` is stable for programs.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string | string[],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(Array.isArray(message) ? message.join(', ') : message);
    this.texts = message;
  }
  readonly texts: string | string[];
}

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
      return c.json({ error: err.texts, code: err.code, ...err.extra }, err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status as ContentfulStatusCode;
      return c.json({ error: err.message || 'Bad request', code: codeByStatus[status] ?? 'bad_request' }, status);
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, err.stack ?? err);
    return c.json({ error: internalErrorText, code: 'internal' }, 500);
  };
}

export const notFound = (c: Context) => c.json({ error: 'Not found', code: 'not_found' }, 404);
