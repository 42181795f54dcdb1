/**
 * Whether the person skipped the first-run step "add your first account" (issue 44 item 10) on this
 * device; kept in localStorage per database (so per person), as the add form's habits are.
 */
const keyFor = (databaseName: string) => `money-kitchen:first-account-skipped:${databaseName}`;

export function firstAccountSkipped(databaseName: string): boolean {
  try {
    return localStorage.getItem(keyFor(databaseName)) === 'yes';
  } catch {
    return false;
  }
}

export function skipFirstAccount(databaseName: string): void {
  try {
    localStorage.setItem(keyFor(databaseName), 'yes');
  } catch {
    // A full or blocked storage: the step shows again next time, which harms nothing.
  }
}
