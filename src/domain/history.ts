import * as v from 'valibot';
import { isoDateSchema, type IsoDate } from './dates';
import { afterChangeQuery, protocolQuery, pullLimitQuery, type PulledChange, type PulledConflict } from './mutations';
import type { TransactionRecord } from './records';

/**
 * A new device's first sync, newest first (docs/sync-protocol.md, step 12). The device first takes a
 * head (every small record, the transactions of this and last month, the totals of all older ones),
 * then walks the older transactions backwards by date while it keeps pulling changes as usual.
 */

/** Deposits minus withdrawals of one currency (signed cents) and how many transactions make them. */
export interface CurrencySum {
  currency: string;
  cents: number;
  count: number;
}

/**
 * What the transactions of one account (`accountIdOf`) add to its balance (`accountEffect`, in the
 * account's currency) and how many they are (issue 44, item 9).
 */
export interface AccountSum {
  account: string;
  cents: number;
  count: number;
}

/**
 * What has not arrived yet: every transaction dated before `before`, and what they add up to, per
 * currency and per account. The walk goes by whole days, so every day from `before` on is complete
 * on the device.
 */
export interface OlderHistory {
  before: IsoDate;
  totals: CurrencySum[];
  /** Absent from servers made before accounts. */
  account_totals?: AccountSum[];
}

export interface HeadResponse {
  /** The change number the head was read at: the device's cursor once it holds the head. */
  at: number;
  /**
   * Every live record of every kind but transactions (scheduled items, wishes, targets, settings,
   * budgets...), and the tombstones of deleted scheduled
   * occurrences (so the device never makes them again: step 4).
   */
  changes: PulledChange[];
  /** The transactions of this and last month (at least the newest page of the list), newest first. */
  transactions: TransactionRecord[];
  /** Every conflict up to `at`. */
  conflicts: PulledConflict[];
  /**
   * The rate tables of the head's months and the newest one (net worth converts at it); the rest
   * come by step 9 after the walk.
   */
  rates: { date: string; rates: Record<string, number> }[];
  /** null when the head holds every transaction. */
  older: OlderHistory | null;
}

export interface HistoryResponse {
  /** Changes after `after`, as a pull answers them (step 5). */
  changes: PulledChange[];
  conflicts: PulledConflict[];
  cursor: number;
  /** More changes are waiting: this answer carries no older transactions; ask again. */
  more: boolean;
  /**
   * When `more` is false: the transactions of the next whole days before `before_date` (newest
   * first), read at `cursor`; `next` is where the walk goes on (null: nothing older). `totals` (of
   * everything before `next`, at `cursor`) is there when the device asked or changes came with the
   * answer.
   */
  older?: {
    transactions: TransactionRecord[];
    next: IsoDate | null;
    totals?: CurrencySum[];
    account_totals?: AccountSum[];
  };
}

export const headQuerySchema = v.object({
  protocol: protocolQuery,
  /** The first day the device wants whole (the first of last month, in its own calendar). */
  since: isoDateSchema,
  limit: pullLimitQuery,
});

export const historyQuerySchema = v.object({
  protocol: protocolQuery,
  after: afterChangeQuery,
  before: isoDateSchema,
  limit: pullLimitQuery,
  totals: v.optional(v.picklist(['0', '1'], 'totals must be 0 or 1'), '0'),
});

/** Signed amount of a transaction: deposits add, withdrawals take away. */
export const signedCents = (record: Pick<TransactionRecord, 'trans_status' | 'amount_cents'>): number =>
  record.trans_status === 'deposit' ? record.amount_cents : -record.amount_cents;
