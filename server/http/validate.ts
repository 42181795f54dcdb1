import { vValidator } from '@hono/valibot-validator';
import type { GenericSchema } from 'valibot';
import { AppError } from '../errors';

/**
 * Validates at the door with a shared schema. The first problem is answered as a 400 in the
 * schema's words; malformed JSON is refused by Hono before this and reaches the error handler.
 */
export function validBody<S extends GenericSchema>(schema: S) {
  return vValidator('json', schema, (result) => {
    if (!result.success) throw new AppError(400, 'invalid_input', result.issues[0].message);
  });
}

export function validQuery<S extends GenericSchema>(schema: S) {
  return vValidator('query', schema, (result) => {
    if (!result.success) throw new AppError(400, 'invalid_input', result.issues[0].message);
  });
}
