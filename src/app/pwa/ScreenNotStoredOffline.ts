/**
 * A screen's code could not be fetched: the browser is offline and this device has not stored it
 * yet (routes/lazyScreen.ts makes it, the error view explains it).
 */
export class ScreenNotStoredOffline extends Error {
  constructor(cause: unknown) {
    super('This screen has not been stored on this device yet, and the browser is offline.', { cause });
    this.name = 'ScreenNotStoredOffline';
  }
}
