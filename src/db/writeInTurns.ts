/**
 * Records per task. Each `put` or `add` costs the page its structured clone and its index keys
 * when it is requested (about 80 µs a record on the bench machine, during a first sync), so
 * a slice of this many stays far under the 50 ms of a long task.
 */
export const recordsPerTurn = 100;

/**
 * Writes many records inside the caller's write transaction without holding the page for all of
 * them at once: `write` is called with a slice at a time, each in a task of its own (the success
 * of an earlier slice). Slice n+1 is requested as soon as slice n-1 is written, so one slice always
 * waits queued behind the one being written and the browser's writes never wait for the page.
 * Requests run in the order they are made: a read requested before this call sees the records as
 * they were, and whatever the caller does after awaiting it sees them all.
 */
export async function writeInTurns<T>(
  records: readonly T[],
  write: (slice: T[]) => PromiseLike<unknown>,
  perTurn = recordsPerTurn,
): Promise<void> {
  if (records.length === 0) return;
  let queued = write(records.slice(0, perTurn));
  for (let start = perTurn; start < records.length; start += perTurn) {
    const next = write(records.slice(start, start + perTurn));
    // If `queued` fails, the transaction aborts and `next` fails with it: that is the same failure.
    next.then(undefined, () => undefined);
    await queued; // resumes in the task of that slice's last success: a new turn of the page
    queued = next;
  }
  await queued;
}
