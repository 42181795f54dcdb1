import Dexie from 'dexie';
import { MoneyKitchenDb } from '../../db/database';
import { flagUpdateAvailable } from './updateState';

/**
 * Another tab opened this person's database at a newer version, so this tab's code is older than
 * its data. Close the database (so nothing here reads or writes the newer schema, nor holds up the
 * upgrade) and show the update banner, whose 'Update Now' reloads into the new version.
 */
export function watchDatabaseVersion(db: Dexie): void {
  db.on('versionchange', (event: IDBVersionChangeEvent) => {
    // A deletion (signing out in another tab) is not an update; Dexie's own handler closes the db.
    if (!event.newVersion || event.newVersion <= event.oldVersion) return;
    db.close({ disableAutoOpen: true });
    flagUpdateAvailable();
    // Handlers run newest first; false stops Dexie's default, which would close with auto-open on.
    return false;
  });
  // This tab wants the newer version but an older tab still holds the database: same prompt.
  db.on('blocked', (event: IDBVersionChangeEvent) => {
    if (event.newVersion && event.newVersion > event.oldVersion) flagUpdateAvailable();
  });
}

/**
 * Watches every person's database this page opens (src/app/workspace/openWorkspace.ts), through
 * Dexie's addon hook, which runs for each new Dexie instance.
 */
export function watchEveryWorkspaceDatabase(): () => void {
  const addon = (db: Dexie) => {
    if (db instanceof MoneyKitchenDb) watchDatabaseVersion(db);
  };
  Dexie.addons.push(addon);
  return () => {
    const at = Dexie.addons.indexOf(addon);
    if (at >= 0) Dexie.addons.splice(at, 1);
  };
}
