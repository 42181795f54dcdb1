/**
 * The record `read` finds, for an edit that must start from the stored copy rather than the one a
 * list drew; a failure when it was deleted since, which the form reports as its save failing.
 */
export async function stillStored<Stored>(read: Promise<Stored | undefined>): Promise<Stored> {
  const record = await read;
  if (record === undefined) throw new Error('The record was deleted since the form opened');
  return record;
}
