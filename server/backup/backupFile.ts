import { setImmediate as nextTurn } from 'node:timers/promises';
import * as v from 'valibot';
import {
  recordKindNames,
  recordKinds,
  type RecordKind,
  type RecordKinds,
  type TransactionRecord,
} from '../../src/domain/records';
import { recordSchemas } from '../../src/domain/recordSchemas';
import { badRequest } from '../errors';

/**
 * The backup file: every live record a person owns, of every kind, as the sync protocol carries them
 * (docs/sync-protocol.md, "Records"), plus the scheduled occurrences they deleted, so applying
 * scheduled transactions after a restore does not bring those back.
 */
export const backupFormat = 'money-kitchen-backup';
export const backupVersion = 1;
/** More records than any person has; a bigger file is refused before any work is done. */
export const maxBackupRecords = 500_000;

export type BackupRecords = { [K in RecordKind]: RecordKinds[K][] };

export interface BackupFile {
  format: typeof backupFormat;
  version: typeof backupVersion;
  exported_at: string;
  app_version: string;
  records: BackupRecords;
  deleted_occurrences: TransactionRecord[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const invalid = (text: string) => badRequest('invalid_backup', text);

/** Short, printable form of an id a person may have to look for. */
function shown(id: unknown): string {
  return typeof id === 'string' ? JSON.stringify(id.length > 60 ? `${id.slice(0, 60)}…` : id) : 'without an id';
}

/** Records checked between turns of the event loop: checking 50,000 at once held it for about a second. */
const recordsPerTurn = 1000;

async function parseList<K extends RecordKind>(kind: K, value: unknown, label: string): Promise<RecordKinds[K][]> {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalid(`The backup's ${label} must be a list.`);
  const schema = recordSchemas[kind] as unknown as v.GenericSchema<unknown, RecordKinds[K]>;
  const ids = new Set<string>();
  const list: RecordKinds[K][] = [];
  for (const [index, item] of (value as unknown[]).entries()) {
    if (index > 0 && index % recordsPerTurn === 0) await nextTurn();
    const parsed = v.safeParse(schema, item);
    const id = isObject(item) ? item.id : undefined;
    if (!parsed.success) {
      throw invalid(
        `The backup's ${label} number ${index + 1} (id ${shown(id)}) is not valid: ${parsed.issues[0].message}`,
      );
    }
    if (ids.has(parsed.output.id)) throw invalid(`The backup holds ${label} id ${shown(parsed.output.id)} twice.`);
    ids.add(parsed.output.id);
    list.push(parsed.output);
  }
  return list;
}

/**
 * Reads an uploaded file, or refuses it with a 400 that says what is wrong: not a backup, another
 * version, or the first record that the shared schemas (src/domain/records.ts) refuse.
 */
export async function parseBackupFile(body: unknown): Promise<BackupFile> {
  if (!isObject(body) || body.format !== backupFormat) {
    throw invalid('This file is not a Money Kitchen backup.');
  }
  if (body.version !== backupVersion) {
    const version = typeof body.version === 'number' || typeof body.version === 'string' ? ` ${body.version}` : '';
    throw invalid(
      `This backup has format version${version || ' (none)'}; this server restores version ${backupVersion} files.`,
    );
  }
  if (!isObject(body.records)) throw invalid('The backup has no records.');
  const raw = body.records;
  const count =
    recordKinds.reduce((sum, kind) => sum + (Array.isArray(raw[kind]) ? (raw[kind] as unknown[]).length : 0), 0) +
    (Array.isArray(body.deleted_occurrences) ? body.deleted_occurrences.length : 0);
  if (count > maxBackupRecords) throw invalid(`A backup may hold at most ${maxBackupRecords} records.`);
  const unknownKind = Object.keys(raw).find((key) => !(recordKinds as readonly string[]).includes(key));
  if (unknownKind) throw invalid(`The backup holds records of an unknown kind (${shown(unknownKind)}).`);

  // A kind absent from the file (one made before transfers or accounts): parseList reads a missing list as none.
  const records: Partial<Record<RecordKind, unknown[]>> = {};
  for (const kind of recordKinds) records[kind] = await parseList(kind, raw[kind], recordKindNames[kind]);
  const deleted = await parseList('transaction', body.deleted_occurrences, 'deleted scheduled occurrence');
  const notOccurrence = deleted.find((record) => !record.id.startsWith('sched:'));
  if (notOccurrence) {
    throw invalid(`The backup's deleted occurrence ${shown(notOccurrence.id)} is not a scheduled occurrence.`);
  }
  return {
    format: backupFormat,
    version: backupVersion,
    exported_at: typeof body.exported_at === 'string' ? body.exported_at : '',
    app_version: typeof body.app_version === 'string' ? body.app_version : '',
    records: records as BackupRecords,
    deleted_occurrences: deleted,
  };
}
