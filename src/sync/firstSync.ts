import type { MoneyKitchenDb } from '../db/database';
import { DerivedChanges } from '../db/derived';
import { readHistoryState, writeHistoryState, type HistoryState } from '../db/historyState';
import { recordKeyOf, writeTables } from '../db/localRecords';
import { searchKeyOf } from '../db/searchRows';
import { addMonths, firstDayOfMonth, monthOf, type IsoDate } from '../domain/dates';
import type { CurrencySum, HeadResponse, HistoryResponse } from '../domain/history';
import { signedCents } from '../domain/history';
import type { Change, PulledChange, PulledConflict } from '../domain/mutations';
import type { TransactionRecord } from '../domain/records';
import { afterQueuedWork } from '../scheduling/queuedWork';
import { applyPulledIn, toChange } from './applyPulled';
import { readState, writeState } from './syncState';
import type { HistoryQuery, SyncTransport } from './transport';

export interface WalkOptions {
  /** Records per request. */
  pageSize: number;
  /**
   * Records per IndexedDB transaction: a request's changes are applied in parts of this many, with
   * a turn of the event loop between them, so no part holds the page for long (issue 15).
   */
  partSize: number;
  /** The same for the head's and the older days' transactions, which are written without a read. */
  daysPartSize: number;
  /** Whether pulled transactions write their search rows (not while the first sync defers them). */
  searchRows: boolean;
  /** Called with how many records each applied part held. */
  onReceived: (count: number) => void;
}

/** The first day the head brings whole: the first of last month, so both months' figures are right. */
export const headSince = (today: IsoDate): IsoDate => firstDayOfMonth(addMonths(monthOf(today), -1));

/** What one IndexedDB transaction applies: records, the cursor and the history state after them. */
interface Part {
  /** Rate tables (the head's), stored beside the records; step 9 still brings them all. */
  rates?: HeadResponse['rates'];
  changes: Change[];
  /** The ids of the changes that are older days of the history (applyPulledIn's `olderDays`). */
  olderDays?: ReadonlySet<string>;
  conflicts: PulledConflict[];
  cursor: number;
  history: HistoryState | undefined;
}

/**
 * Protocol step 12, on the device: one part in one transaction. The balances hold every transaction
 * here plus the totals of those still to come (`pending`), so moving from one state to the next
 * takes the old totals out and puts the new ones in. A transaction here dated before the history's
 * start, with nothing of it waiting in the outbox, is counted in those totals (the server's), so it
 * leaves until the walk brings it: a figure never counts one twice.
 */
async function applyPart(db: MoneyKitchenDb, part: Part, searchRows: boolean): Promise<void> {
  await db.transaction('rw', [...writeTables(db), db.rates], async () => {
    const derived = new DerivedChanges();
    const previous = await readHistoryState(db);
    // Anything that put an older transaction here since the last part (a push's answer puts the
    // server's version back) is set aside first, so the older days' ids are truly absent. The
    // head's first part has no history before it: the device may hold its own transactions, just
    // pushed, which the head brings back, so there every record is read.
    const absentOlderDays = previous && part.olderDays && part.olderDays.size > 0 ? part.olderDays : undefined;
    if (previous && absentOlderDays) await setAsideBefore(db, previous.before, derived);
    if (part.rates && part.rates.length > 0) await db.rates.bulkPut(part.rates);
    await applyPulledIn(db, part.changes, part.conflicts, derived, searchRows, absentOlderDays);
    for (const sum of previous?.pending ?? []) derived.addPending(sum, -1);
    for (const sum of part.history?.pending ?? []) derived.addPending(sum, 1);
    if (part.history) await setAsideBefore(db, part.history.before, derived);
    await Promise.all([
      derived.writeTo(db),
      writeState(db, 'cursor', String(part.cursor)),
      writeHistoryState(db, part.history),
    ]);
  });
}

/** Removes the transactions dated before `before` that have nothing waiting in the outbox. */
async function setAsideBefore(db: MoneyKitchenDb, before: IsoDate, derived: DerivedChanges): Promise<void> {
  const older = await db.transactions.where('[date+id]').below([before, '']).toArray();
  if (older.length === 0) return;
  const keys = older.map((record) => recordKeyOf({ kind: 'transaction', id: record.id }));
  const waiting = new Set((await db.outbox.where('recordKey').anyOf(keys).toArray()).map((entry) => entry.recordKey));
  const leaving = older.filter((_, i) => !waiting.has(keys[i]!));
  if (leaving.length === 0) return;
  for (const record of leaving) derived.replace(record, undefined);
  await Promise.all([
    db.transactions.bulkDelete(leaving.map((record) => record.id)),
    db.searchRows.bulkDelete(leaving.map(searchKeyOf)),
  ]);
}

const sumOf = (sums: CurrencySum[], records: readonly TransactionRecord[], sign: 1 | -1): CurrencySum[] => {
  const byCurrency = new Map(sums.map((sum) => [sum.currency, { ...sum }]));
  for (const record of records) {
    const sum = byCurrency.get(record.currency) ?? { currency: record.currency, cents: 0, count: 0 };
    byCurrency.set(record.currency, {
      ...sum,
      cents: sum.cents + sign * signedCents(record),
      count: sum.count + sign,
    });
  }
  return [...byCurrency.values()].filter((sum) => sum.count !== 0 || sum.cents !== 0);
};

/** Cuts newest-first transactions into parts of about `size`, never splitting a day. */
function wholeDayParts(records: readonly TransactionRecord[], size: number): TransactionRecord[][] {
  const parts: TransactionRecord[][] = [];
  let current: TransactionRecord[] = [];
  for (const record of records) {
    if (current.length >= size && current.at(-1)!.date !== record.date) {
      parts.push(current);
      current = [];
    }
    current.push(record);
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

const putOf = (record: TransactionRecord): Change => ({ kind: 'transaction', op: 'put', id: record.id, record });

/** The days' transactions, less any that a change in the same part also brings (that one may be stored). */
const olderDaysOf = (records: readonly TransactionRecord[], changes: readonly Change[]): ReadonlySet<string> => {
  const changed = new Set(changes.filter((change) => change.kind === 'transaction').map((change) => change.id));
  return new Set(records.map((record) => record.id).filter((id) => !changed.has(id)));
};

/**
 * Applies older transactions (newest first) in parts of whole days. After each part the walk starts
 * at the part's oldest day, and `pending` is what is still to come: `older` (the totals before the
 * answer's last day) plus the parts not applied yet.
 */
async function applyDays(
  db: MoneyKitchenDb,
  first: Omit<Part, 'history'>,
  transactions: readonly TransactionRecord[],
  older: { before: IsoDate; totals: CurrencySum[] } | undefined,
  pendingAt: number,
  options: WalkOptions,
): Promise<void> {
  const parts = wholeDayParts(transactions, options.daysPartSize);
  // Even with no transactions, one part moves the cursor and the history state.
  if (parts.length === 0) parts.push([]);
  let pending = older?.totals ?? [];
  const pendings = parts.map(() => pending);
  for (let i = parts.length - 1; i >= 0; i--) {
    pendings[i] = pending;
    pending = sumOf(pending, parts[i]!, 1);
  }
  for (const [i, records] of parts.entries()) {
    const last = i === parts.length - 1;
    const history: HistoryState | undefined =
      last && !older
        ? undefined
        : { before: last && older ? older.before : records.at(-1)!.date, pending: pendings[i]!, pendingAt };
    await applyPart(
      db,
      {
        ...(i === 0 && first.rates && { rates: first.rates }),
        changes: [...(i === 0 ? first.changes : []), ...records.map(putOf)],
        olderDays: olderDaysOf(records, i === 0 ? first.changes : []),
        conflicts: i === 0 ? first.conflicts : [],
        cursor: first.cursor,
        history,
      },
      options.searchRows,
    );
    options.onReceived(records.length + (i === 0 ? first.changes.length : 0));
    if (!last) await afterQueuedWork();
  }
}

/** The head: the small records and the newest days first, with the totals of everything older. */
export async function applyHead(db: MoneyKitchenDb, head: HeadResponse, options: WalkOptions): Promise<void> {
  await applyDays(
    db,
    { changes: head.changes.map(toChange), conflicts: head.conflicts, cursor: head.at, rates: head.rates ?? [] },
    head.transactions,
    head.older ?? undefined,
    head.at,
    options,
  );
}

/** Pulled changes in parts of `partSize`, each moving the cursor to its last change. */
async function applyChanges(
  db: MoneyKitchenDb,
  answer: Pick<HistoryResponse, 'changes' | 'conflicts' | 'cursor'>,
  history: HistoryState,
  options: WalkOptions,
): Promise<void> {
  const { changes } = answer;
  for (let start = 0; start < changes.length; start += options.partSize) {
    const part: PulledChange[] = changes.slice(start, start + options.partSize);
    const last = start + options.partSize >= changes.length;
    await applyPart(
      db,
      {
        changes: part.map(toChange),
        conflicts: start === 0 ? answer.conflicts : [],
        cursor: last ? answer.cursor : part.at(-1)!.seq,
        history,
      },
      options.searchRows,
    );
    options.onReceived(part.length);
    await afterQueuedWork();
  }
}

/** The request that goes on from the history state and the cursor the device holds now. */
async function queryFrom(db: MoneyKitchenDb, history: HistoryState, pageSize: number): Promise<HistoryQuery> {
  const cursor = Number((await readState(db, 'cursor')) ?? '0');
  return { after: cursor, before: history.before, limit: pageSize, totals: history.pendingAt !== cursor };
}

const sameQuery = (a: HistoryQuery, b: HistoryQuery) =>
  a.after === b.after && a.before === b.before && a.limit === b.limit && a.totals === b.totals;

/**
 * Walks the rest of the history back, day by day, pulling changes as usual on the way (each answer
 * brings the changes after the cursor first): resumes from the state a previous run left. While one
 * answer is applied the next is already asked for, with the cursor and the first day the device
 * will hold once this one is in; it is used only if the state after applying says the same, so the
 * server's work and the device's overlap without changing what either sees.
 */
export async function walkHistory(
  db: MoneyKitchenDb,
  transport: Required<Pick<SyncTransport, 'history'>>,
  options: WalkOptions,
): Promise<void> {
  const ask = (query: HistoryQuery) => {
    const fetchStart = performance.now();
    const answer = transport.history(query);
    // Settled here too, so a request made ahead that is never used cannot be an unhandled rejection.
    answer.then(
      () => performance.measure(historyFetchMeasureName, { start: fetchStart }),
      () => undefined,
    );
    return answer;
  };
  let ahead: { query: HistoryQuery; answer: Promise<HistoryResponse> } | undefined;
  for (;;) {
    const history = await readHistoryState(db);
    if (!history) return;
    const query = await queryFrom(db, history, options.pageSize);
    const answer = await (ahead && sameQuery(ahead.query, query) ? ahead.answer : ask(query));
    ahead = undefined;
    const applyStart = performance.now();
    if (answer.more) {
      await applyChanges(db, answer, history, options);
      continue;
    }
    if (!answer.older) throw new Error('The server answered the history without its older days');
    const { transactions, next, totals } = answer.older;
    if (next !== null) {
      // After this answer the cursor is its change number and the history starts at `next`, with
      // totals that are right at that number (so none are asked for).
      const following = { after: answer.cursor, before: next, limit: options.pageSize, totals: false };
      ahead = { query: following, answer: ask(following) };
    }
    if (answer.changes.length > 0) await applyChanges(db, answer, history, options);
    // No changes since the totals were right: what is left is what was pending less what arrived.
    const olderTotals = totals ?? sumOf(history.pending, transactions, -1);
    await applyDays(
      db,
      {
        changes: [],
        conflicts: answer.changes.length > 0 ? [] : answer.conflicts,
        cursor: answer.cursor,
      },
      transactions,
      next === null ? undefined : { before: next, totals: olderTotals },
      answer.cursor,
      options,
    );
    performance.measure(historyApplyMeasureName, { start: applyStart });
  }
}

/** User Timing entries of each history answer: its request, then applying it (the bench sums them). */
export const historyFetchMeasureName = 'money-kitchen:history-fetch';
export const historyApplyMeasureName = 'money-kitchen:history-apply';
