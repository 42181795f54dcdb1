import * as v from 'valibot';

interface JsonTextTexts {
  /** Not a text at all, or (without `notJson`) a text that is no JSON. */
  notText: string;
  tooLong: string;
  notJson?: string;
}

/**
 * The rule of a stored field that holds JSON as text (a split's parts, a rule's conditions, a
 * schedule's repeat rule), shared by the device and the server: a text within its length whose JSON
 * the schema accepts, the first issue's message naming what is wrong; with `canonical`, also the one
 * text that value is stored as, so two devices meaning the same store the same.
 */
export function jsonTextField<S extends v.GenericSchema>(
  schema: S,
  maxLength: number,
  texts: JsonTextTexts,
  canonical?: { textOf: (value: v.InferOutput<S>) => string; message: string },
) {
  return v.pipe(
    v.string(texts.notText),
    v.maxLength(maxLength, texts.tooLong),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      let value: unknown;
      try {
        value = JSON.parse(dataset.value);
      } catch {
        addIssue({ message: texts.notJson ?? texts.notText });
        return;
      }
      const parsed = v.safeParse(schema, value);
      if (!parsed.success) addIssue({ message: parsed.issues[0].message });
      else if (canonical && canonical.textOf(parsed.output) !== dataset.value) addIssue({ message: canonical.message });
    }),
  );
}
