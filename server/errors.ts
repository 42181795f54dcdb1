import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure the client caused or may act on. `texts` is user wording (the spec's texts where it has
 * one, a list where several apply); `code` is stable for programs; `extra` adds fields such as the
 * spec's `message` beside `error`.
 */
export class AppError extends Error {
  readonly texts: string | string[];

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    texts: string | string[],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(Array.isArray(texts) ? texts.join(', ') : texts);
    this.texts = texts;
  }
}

export const badRequest = (code: string, text: string, extra?: Record<string, unknown>) =>
  new AppError(400, code, text, extra);
export const unauthorized = (code: string, text: string, extra?: Record<string, unknown>) =>
  new AppError(401, code, text, extra);
export const notFoundError = (text = 'Not found') => new AppError(404, 'not_found', text);
