import { vValidator } from '@hono/valibot-validator';
import type { GenericSchema, InferOutput } from 'valibot';
import { textProblem } from '../../src/domain/text';
import { AppError } from '../errors';
import { maxJsonDepth, nestsDeeperThan, tooDeepText } from './jsonDepth';

/**
 * PostgreSQL text cannot hold U+0000 (a query carrying one fails), SQLite can; neither can store a
 * lone surrogate as it was sent. The shared schemas refuse both in every text they know; this
 * refusal at the door also covers object keys and any text a schema lets through, so both databases
 * answer alike, no query ever fails on it and nothing is stored changed. Answers the problem's text.
 */
export function unstorableTextIn(value: unknown): string | undefined {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) return problem;
        stack.push(child);
      }
    }
  }
  return undefined;
}

function refuseUnstorableText(value: unknown) {
  const problem = unstorableTextIn(value);
  if (problem) throw new AppError(400, 'invalid_input', problem);
}

/**
 * Validates at the door with a shared schema. The first problem is answered as a 400 in the
 * schema's words; malformed JSON is refused by Hono before this and reaches the error handler, and
 * JSON nesting deeper than `maxJsonDepth` before anything is parsed (issue 49, item 4).
 * `nulChecked` picks the part of the body refused whole for U+0000 or a lone surrogate: a push
 * leaves out its mutations' arguments, which the record schemas refuse one mutation at a time.
 */
export function validBody<S extends GenericSchema>(
  schema: S,
  nulChecked: (body: InferOutput<S>) => unknown = (body) => body,
) {
  const validate = vValidator('json', schema, (result) => {
    if (!result.success) throw new AppError(400, 'invalid_input', result.issues[0].message);
    refuseUnstorableText(nulChecked(result.output as InferOutput<S>));
  });
  // The body's text is read (within the route's body limit) and looked at before the parse, which
  // then reads the same text again from Hono's cache.
  const guarded = async (c: Parameters<typeof validate>[0], next: Parameters<typeof validate>[1]) => {
    if (isJson(c.req.header('content-type')) && nestsDeeperThan(await c.req.text(), maxJsonDepth)) {
      throw new AppError(400, 'too_deep', tooDeepText);
    }
    return validate(c, next);
  };
  // The same middleware to Hono's types, so routes still read `c.req.valid('json')` typed.
  return guarded as unknown as typeof validate;
}

/** As Hono's validator decides whether a body is JSON to parse. */
const isJson = (contentType: string | undefined) =>
  /^application\/([\w.-]+\+)?json$/i.test((contentType ?? '').split(';')[0]!.trim());

export function validQuery<S extends GenericSchema>(schema: S) {
  return vValidator('query', schema, (result) => {
    if (!result.success) throw new AppError(400, 'invalid_input', result.issues[0].message);
    refuseUnstorableText(result.output);
  });
}
