import { agenda, agendaDays, type AgendaEntry } from '../../domain/agenda';
import type { IsoDate } from '../../domain/dates';
import { accountIdOf, currencyAccountName } from '../../domain/ledgerAccounts';
import type { MoneyKitchenDb } from '../database';

/** Where an occurrence stands: still to come, already made (entered early or applied), or skipped. */
export type OccurrenceState = 'due' | 'entered' | 'skipped';

export interface AgendaRow extends AgendaEntry {
  state: OccurrenceState;
  /** The account its transaction goes to, by name (an account of a currency until it is renamed). */
  accountName: string;
}

/**
 * The agenda of the next 60 days (src/domain/agenda.ts), or of `days` (the forecast's horizon), with
 * each occurrence's state and account.
 * The schedules and accounts are a person's handful and are read whole; of the transactions and
 * tombstones only the agenda's own ids are looked up, so the cost follows the dates shown.
 */
export async function agendaRows(db: MoneyKitchenDb, today: IsoDate, days = agendaDays): Promise<AgendaRow[]> {
  const [items, accounts] = await Promise.all([db.scheduled.toArray(), db.accounts.toArray()]);
  const entries = agenda(items, today, days);
  const ids = entries.map((entry) => entry.id);
  const [made, skipped] = await Promise.all([
    db.transactions.where('id').anyOf(ids).primaryKeys(),
    db.deletedOccurrences.where('id').anyOf(ids).primaryKeys(),
  ]);
  const madeIds = new Set(made);
  const skippedIds = new Set(skipped);
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  return entries.map((entry) => ({
    ...entry,
    state: skippedIds.has(entry.id) ? 'skipped' : madeIds.has(entry.id) ? 'entered' : 'due',
    accountName: names.get(accountIdOf(entry.item)) ?? currencyAccountName(entry.item.currency),
  }));
}
