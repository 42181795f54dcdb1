import * as v from 'valibot';
import type { FieldChanges, FieldValue } from './merge';
import { recordKinds, type RecordKind, type RecordKinds } from './records';
import { recordSchemas } from './recordSchemas';
import { storableText } from './text';

/** docs/sync-protocol.md: the protocol version every push and pull carries. */
export const protocolVersion = 1;

export const maxMutationsPerPush = 500;

type DeletableKind = Exclude<RecordKind, 'setting'>;

export type MutationName = `${RecordKind}.put.v1` | `${RecordKind}.patch.v1` | `${DeletableKind}.delete.v1`;

/** One entry of a device's outbox as it travels (protocol step 3). */
export interface Mutation {
  number: number;
  name: MutationName;
  args: unknown;
}

/** A mutation understood: what it does to which record. */
export type Change =
  | { [K in RecordKind]: { kind: K; op: 'put'; id: string; record: RecordKinds[K] } }[RecordKind]
  | { kind: RecordKind; op: 'delete'; id: string };

export function putMutationName(kind: RecordKind): MutationName {
  return `${kind}.put.v1`;
}

export function patchMutationName(kind: RecordKind): MutationName {
  return `${kind}.patch.v1`;
}

/** An edit of fields of an existing record (protocol step 11): what a `patch` mutation carries. */
export interface PatchChange {
  kind: RecordKind;
  op: 'patch';
  id: string;
  /** When the device made the edit: shown with a conflict it causes. */
  at: string;
  fields: FieldChanges;
}

/** The args of `<kind>.patch.v1`. */
export interface PatchArgs {
  id: string;
  at: string;
  fields: FieldChanges;
}

export function deleteMutationName(kind: DeletableKind): MutationName {
  return `${kind}.delete.v1`;
}

const deleteArgs = v.strictObject({
  id: v.pipe(v.string('Id must be text'), v.minLength(1), v.maxLength(100), storableText()),
});

/** Which record a mutation is about, read even from one too broken to apply; none for an id no table can hold. */
export function mutationTarget(name: string, args: unknown): { kind: RecordKind; id: string } | undefined {
  const kind = recordKinds.find((k) => k === /^([a-z_]+)\./.exec(name)?.[1]);
  const id = typeof args === 'object' && args !== null ? (args as { id?: unknown }).id : undefined;
  const storable = typeof id === 'string' && id.length > 0 && id.length <= 100 && !id.includes('\u0000');
  return kind && storable ? { kind, id } : undefined;
}

const fieldValueSchema = v.nullable(
  v.union(
    [v.pipe(v.string(), v.maxLength(2000), storableText()), v.number(), v.boolean()],
    'A field value must be text, a number, true, false or null',
  ),
);

/** The fields of a kind that an edit may change: all but the id. The merged record is checked by the kind's schema. */
const patchableFields = (kind: RecordKind): [string, ...string[]] =>
  Object.keys(recordSchemas[kind].entries).filter((field) => field !== 'id') as [string, ...string[]];

const patchArgs = (kind: RecordKind) =>
  v.strictObject({
    id: deleteArgs.entries.id,
    at: v.pipe(v.string('at must be a time'), v.isoTimestamp('at must be an ISO time')),
    fields: v.pipe(
      v.record(
        v.picklist(patchableFields(kind), `A ${kind} has no such field`),
        v.strictObject({ from: fieldValueSchema, to: fieldValueSchema }, 'A field change is { from, to }'),
        'fields must be an object',
      ),
      v.check((fields) => Object.keys(fields).length > 0, 'A patch changes at least one field'),
    ),
  });

/** Reads a mutation into a change, or says in words why it cannot be applied. */
export function parseMutation(name: string, args: unknown): Change | PatchChange | { error: string } {
  const match = /^([a-z_]+)\.(put|patch|delete)\.v1$/.exec(name);
  const kind = recordKinds.find((k) => k === match?.[1]);
  if (!match || !kind || (match[2] === 'delete' && kind === 'setting')) return { error: `Unknown change "${name}"` };
  if (match[2] === 'patch') {
    const parsed = v.safeParse(patchArgs(kind), args);
    if (!parsed.success) return { error: parsed.issues[0].message };
    const { id, at, fields } = parsed.output;
    return { kind, op: 'patch', id, at, fields: fields as FieldChanges };
  }
  if (match[2] === 'delete') {
    const parsed = v.safeParse(deleteArgs, args);
    return parsed.success ? { kind, op: 'delete', id: parsed.output.id } : { error: parsed.issues[0].message };
  }
  const parsed = v.safeParse(recordSchemas[kind] as v.GenericSchema<unknown, RecordKinds[typeof kind]>, args);
  if (!parsed.success) return { error: parsed.issues[0].message };
  return { kind, op: 'put', id: parsed.output.id, record: parsed.output } as Change;
}

const clientIdSchema = v.pipe(
  v.string('client_id must be text'),
  v.minLength(1, 'client_id is required'),
  v.maxLength(100),
  storableText(),
);

export const pushRequestSchema = v.object({
  protocol: v.literal(protocolVersion, `This app speaks sync protocol ${protocolVersion}; please update it.`),
  client_id: v.optional(clientIdSchema, ''),
  mutations: v.pipe(
    v.array(
      v.object({
        number: v.pipe(v.number('number must be a number'), v.integer('number must be whole'), v.minValue(1)),
        name: v.pipe(v.string('name must be text'), v.maxLength(100)),
        args: v.unknown(),
      }),
      'mutations must be a list',
    ),
    v.maxLength(maxMutationsPerPush, `At most ${maxMutationsPerPush} mutations per push`),
    v.check(
      (list) => list.every((m, i) => i === 0 || m.number > (list[i - 1]?.number ?? 0)),
      'mutations must be in increasing number order',
    ),
  ),
});

export type PushRequest = v.InferOutput<typeof pushRequestSchema>;

export interface PushResult {
  number: number;
  status: 'applied' | 'rejected';
  error?: string;
  /** For a refused change: the server's record as it stands (null: none), so the device can undo its copy. */
  current?: {
    kind: RecordKind;
    id: string;
    record: RecordKinds[RecordKind] | null;
    /** Set when the server keeps a tombstone of the record (protocol step 3): it was deleted. */
    deleted?: true;
  };
}

export const maxPullLimit = 5000;

/** The `protocol` query parameter of every sync read: a device speaking another version is told to update. */
export const protocolQuery = v.literal(
  String(protocolVersion),
  `This app speaks sync protocol ${protocolVersion}; please update it.`,
);

/** The `limit` query parameter of every sync read: how many changes or rows one answer holds. */
export const pullLimitQuery = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,5}$/, 'limit must be a number'),
    v.transform(Number),
    v.minValue(1),
    v.maxValue(maxPullLimit),
  ),
  '1000',
);

/** The `after` query parameter of the sync reads: the change number the device has everything up to. */
export const afterChangeQuery = v.pipe(
  v.string(),
  v.regex(/^\d{1,15}$/, 'after must be a change number'),
  v.transform(Number),
);

export const pullQuerySchema = v.object({
  protocol: protocolQuery,
  after: v.optional(afterChangeQuery, '0'),
  limit: pullLimitQuery,
});

/** One change as pull returns it: the whole record, or a tombstone. */
export type PulledChange =
  | { [K in RecordKind]: { kind: K; id: string; seq: number; deleted: false; record: RecordKinds[K] } }[RecordKind]
  | { kind: RecordKind; id: string; seq: number; deleted: true };

/**
 * A field one change overwrote after another device had changed it (protocol step 11). `id` is
 * `{seq}:{field}`; `seq` is the change that overwrote it; `kept` the value lost, `won` the one that
 * stands; `kept_at` and `won_at` when each was edited (device time where the edit carried one).
 */
export interface PulledConflict {
  id: string;
  seq: number;
  kind: RecordKind;
  record_id: string;
  field: string;
  kept: FieldValue;
  won: FieldValue;
  kept_at: string;
  won_at: string;
}

export interface PullResponse {
  changes: PulledChange[];
  /** Conflicts made by the changes up to `cursor` after `after`; absent from servers before field merge. */
  conflicts?: PulledConflict[];
  cursor: number;
  more: boolean;
  /**
   * The database's identity (docs/sync-protocol.md, "A restored server"); absent from servers before
   * it. Another identity than the one a device synced with: the database was restored.
   */
  database_id?: string;
  /** The cursor asked from was never handed out by this database: restored from an older backup. */
  unknown_cursor?: true;
}
