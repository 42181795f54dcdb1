import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** Where a compiled query's parameter comes from: a value given to `execute`, or the build itself. */
type Slot<Values> = { value: keyof Values } | { constant: unknown };

const placeholderOf = Symbol('preparedQuery placeholder');

/**
 * A query built and compiled once, run with new values. Kysely builds every query as a tree of
 * frozen nodes and compiles it to SQL text on every call, the same text with other parameters each
 * time: on the transactions list under wrk that was about a tenth of the server's CPU (its CPU
 * profile).
 *
 * `build` is called once, with a stand-in for each value: it must pass the values to the query as
 * values (`where('user_id', '=', values.userId)`, `limit(values.limit)`) and never look at them,
 * since whatever it decides from a stand-in holds for every run. A value the compiled query does
 * not carry as a parameter is refused here, at the first run, rather than silently ignored.
 */
export function preparedQuery<DB, Values extends object, Row>(
  db: Kysely<DB>,
  build: (values: Values) => Compilable<Row>,
): { execute(values: Values): Promise<Row[]> } {
  let compiled: { query: CompiledQuery<Row>; slots: Slot<Values>[] } | undefined;

  function compile(names: (keyof Values)[]) {
    const standIns = Object.fromEntries(names.map((name) => [name, { [placeholderOf]: name }]));
    const query = build(standIns as unknown as Values).compile();
    const slots = query.parameters.map((parameter): Slot<Values> => {
      const name = (parameter as { [placeholderOf]?: keyof Values } | null)?.[placeholderOf];
      return name === undefined ? { constant: parameter } : { value: name };
    });
    const unused = names.filter((name) => !slots.some((slot) => 'value' in slot && slot.value === name));
    if (unused.length > 0) throw new Error(`preparedQuery: ${unused.join(', ')} not a parameter of ${query.sql}`);
    return { query, slots };
  }

  return {
    async execute(values) {
      compiled ??= compile(Object.keys(values) as (keyof Values)[]);
      const { query, slots } = compiled;
      const parameters = slots.map((slot) => ('value' in slot ? values[slot.value] : slot.constant));
      const result = await db.executeQuery<Row>({ ...query, parameters });
      return result.rows;
    },
  };
}
