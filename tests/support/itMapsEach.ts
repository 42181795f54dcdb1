import { expect, it } from 'vitest';

/**
 * A table test for a pure function: one test a row, each checking that `fn(input)` is the row's
 * expected value (`toBe`). `title` is it.each's printf title, filled from the row.
 */
export function itMapsEach<Input, Output>(
  title: string,
  fn: (input: Input) => Output,
  rows: readonly (readonly [Input, Output])[],
) {
  it.each(rows.map(([input, expected]) => [input, expected] as [Input, Output]))(title, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}
