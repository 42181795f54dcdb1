import { vValidator } from '@hono/valibot-validator';
import type { GenericSchema, InferOutput } from 'valibot';
import { nulText } from '../../src/domain/text';
import { AppError } from '../errors';

/**
 * PostgreSQL text cannot hold U+0000 (a query carrying one fails), SQLite can. The shared schemas
 * refuse it in every text they know; this refusal at the door also covers object keys and any text a
 * schema lets through, so both databases answer alike and no query ever fails on it.
 */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * Validates at the door with a shared schema. The first problem is answered as a 400 in the
 * schema's words; malformed JSON is refused by Hono before this and reaches the error handler.
 * `nulChecked` picks the part of the body refused whole for U+0000: a push leaves out its mutations'
 * arguments, which the record schemas refuse one mutation at a time.
 */
export function validBody<S extends GenericSchema>(
  schema: S,
  nulChecked: (body: InferOutput<S>) => unknown = (body) => body,
) {
  return vValidator('json', schema, (result) => {
    if (!result.success) throw new AppError(400, 'invalid_input', result.issues[0].message);
    if (holdsNul(nulChecked(result.output as InferOutput<S>))) throw new AppError(400, 'invalid_input', nulText);
  });
}

export function validQuery<S extends GenericSchema>(schema: S) {
  return vValidator('query', schema, (result) => {
    if (!result.success) throw new AppError(400, 'invalid_input', result.issues[0].message);
    if (holdsNul(result.output)) throw new AppError(400, 'invalid_input', nulText);
  });
}
