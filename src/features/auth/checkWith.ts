import * as v from 'valibot';
import type { FormCheck } from '../../ui/useRecordForm';

/** The schema's output as the call's input, or its first issue's message: a form shows one problem. */
export function checkWith<Schema extends v.GenericSchema>(
  schema: Schema,
  value: unknown,
): FormCheck<v.InferOutput<Schema>, never> {
  const checked = v.safeParse(schema, value);
  return checked.success ? { input: checked.output } : { error: checked.issues[0].message };
}
