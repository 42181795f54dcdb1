/**
 * A rule the person broke (not a fault of the app): `message` is shown to them as it is, in their
 * words, and nothing was written.
 */
export class CommandRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandRefused';
  }
}

/** A refusal's own words for the person; undefined for any other failure (a fault of the app). */
export function refusalText(caught: unknown): string | undefined {
  return caught instanceof CommandRefused ? caught.message : undefined;
}
