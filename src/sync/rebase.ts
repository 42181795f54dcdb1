import type { OutboxEntry } from '../db/database';
import { replayPatches, type FieldChanges } from '../domain/merge';
import type { Change, PatchArgs } from '../domain/mutations';

const isPatch = (entry: Pick<OutboxEntry, 'name'>) => entry.name.endsWith('.patch.v1');

/**
 * Protocol step 6: what the device shows for a record the server sent while local changes of it
 * wait in the outbox. Waiting field edits are replayed on the server's version, so another device's
 * change to a different field shows at once and the local fields stay as they will be on the server.
 * A waiting put or delete replaces the whole record when it arrives, so the local copy stays (undefined).
 */
export function rebased(
  serverVersion: Change,
  waiting: readonly Pick<OutboxEntry, 'name' | 'args'>[],
): Change | undefined {
  if (waiting.length === 0) return serverVersion;
  if (serverVersion.op !== 'put' || !waiting.every(isPatch)) return undefined;
  const fields = waiting.map((entry) => (entry.args as PatchArgs).fields as FieldChanges);
  return { ...serverVersion, record: replayPatches(serverVersion.record, fields) } as Change;
}
