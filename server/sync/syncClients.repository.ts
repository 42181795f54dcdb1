import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';

/** The last mutation number applied per (person, device): what makes a retried push harmless. */
export function syncClientsRepository(trx: Transaction<Schema>) {
  return {
    /**
     * Reads the device's number, creating its row; the write takes the row's lock, so two pushes from
     * one device (a retry racing the original) run one after the other, never both.
     */
    async claim(userId: string, clientId: string, now: string): Promise<number> {
      const row = await trx
        .insertInto('sync_clients')
        .values({ user_id: userId, client_id: clientId, last_number: 0, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'client_id']).doUpdateSet({ updated_at: now }))
        .returning('last_number')
        .executeTakeFirstOrThrow();
      return Number(row.last_number);
    },

    async advance(userId: string, clientId: string, lastNumber: number): Promise<void> {
      await trx
        .updateTable('sync_clients')
        .set({ last_number: lastNumber })
        .where('user_id', '=', userId)
        .where('client_id', '=', clientId)
        .execute();
    },
  };
}
