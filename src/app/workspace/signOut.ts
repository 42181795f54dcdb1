import Dexie from 'dexie';
import { logout } from '../../api/auth';
import type { MoneyKitchenDb } from '../../db/database';
import { closeWorkspace } from './openWorkspace';

export async function unsentChanges(db: MoneyKitchenDb): Promise<number> {
  return db.outbox.count();
}

export function unsentChangesWarning(count: number): string {
  const changes = count === 1 ? '1 change that has' : `${count} changes that have`;
  return `You have ${changes} not reached the server yet. Signing out deletes them from this device. Sign out anyway?`;
}

/**
 * Protocol step 8: signing out ends the session and deletes this device's copy of the data, so
 * the next person on this browser sees nothing. The caller has asked first when changes are unsent.
 */
export async function signOut(db: MoneyKitchenDb): Promise<void> {
  const name = db.name;
  closeWorkspace();
  await logout();
  await Dexie.delete(name);
}
