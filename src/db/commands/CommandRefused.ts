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
