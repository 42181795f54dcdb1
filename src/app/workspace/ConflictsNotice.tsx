import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { CommandRefused } from '../../db/commands/CommandRefused';
import { dismissConflict, restoreConflict } from '../../db/commands/conflicts';
import { recordTable, type ConflictRow, type MoneyKitchenDb } from '../../db/database';
import { conflictSubject, conflictValue } from './conflictText';
import { useWorkspace } from './WorkspaceContext';
import './conflicts.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => timeFormat.format(new Date(iso));

/** What names the record in words, and its currency for money fields, read from the record as it stands. */
async function describeRecords(db: MoneyKitchenDb, conflicts: ConflictRow[]) {
  const records = await Promise.all(
    conflicts.map((c) => recordTable(db, c.kind).get(c.record_id) as Promise<Record<string, unknown> | undefined>),
  );
  return new Map(
    conflicts.map((conflict, i) => {
      const record = records[i];
      const label = [
        record?.trans_details,
        record?.scheduled_trans_details,
        record?.wish_details,
        record?.details,
        record?.category,
      ].find((text): text is string => typeof text === 'string' && text !== '');
      // A transfer has a currency per side: each amount is shown in its own.
      const side =
        conflict.field === 'out_cents' ? 'out_currency' : conflict.field === 'in_cents' ? 'in_currency' : 'currency';
      const currency = typeof record?.[side] === 'string' ? (record[side] as string) : undefined;
      return [conflict.id, { label: label ?? (conflict.kind === 'target' ? conflict.record_id : undefined), currency }];
    }),
  );
}

/**
 * Values a later edit replaced after another device had changed them (protocol step 11), beside the
 * changes the server refused: both values, when each was made, and one click to put the other back
 * (a new edit that syncs like any other).
 */
export function ConflictsNotice() {
  const { db } = useWorkspace();
  // Few rows, kept until handled: sorted here rather than by an index every pull would maintain.
  const conflicts = useLiveQuery(async () => (await db.conflicts.toArray()).sort((a, b) => a.seq - b.seq), [db], []);
  const described = useLiveQuery(() => describeRecords(db, conflicts), [db, conflicts]);
  const [error, setError] = useState<string>();
  // Shown once the records are read, so names and currencies do not pop in after the text.
  if (conflicts.length === 0 || !described) return null;

  const restore = async (conflict: ConflictRow) => {
    setError(undefined);
    try {
      await restoreConflict(db, conflict);
    } catch (refused) {
      if (!(refused instanceof CommandRefused)) throw refused;
      setError(refused.message);
    }
  };

  return (
    <section className="conflicts" aria-label="Edits made on two devices">
      <p className="conflicts__intro">Two of your devices changed the same thing. The later change was kept:</p>
      <ul className="conflicts__list">
        {conflicts.map((conflict) => {
          const { label, currency } = described.get(conflict.id) ?? {};
          const kept = conflictValue(conflict, conflict.kept, currency);
          const won = conflictValue(conflict, conflict.won, currency);
          const subject = conflictSubject(conflict, label);
          return (
            <li key={conflict.id} className="conflicts__item">
              <p>
                {subject[0]!.toUpperCase() + subject.slice(1)} is “{won}” (changed {at(conflict.won_at)}); it replaced “
                {kept}” (changed {at(conflict.kept_at)}).
              </p>
              <div className="conflicts__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Restore “${kept}” as ${subject}`}
                  onClick={() => void restore(conflict)}
                >
                  Restore “{kept}”
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Keep “${won}” as ${subject}`}
                  onClick={() => void dismissConflict(db, conflict.id)}
                >
                  Keep “{won}”
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
