import * as v from 'valibot';

export const nulText = 'Text must not contain the NUL character (U+0000).';

/**
 * PostgreSQL text cannot hold U+0000 (a query carrying one fails) while SQLite and IndexedDB can:
 * every text a person or a device sends is refused with it, in the shared schemas, so a device
 * refuses it before it is queued and the server rejects one mutation rather than a whole push.
 */
export const withoutNul = () => v.check<string, typeof nulText>((text) => !text.includes('\u0000'), nulText);
