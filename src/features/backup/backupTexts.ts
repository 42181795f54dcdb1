/** The wording of the backup section on the profile screen. */
export const backupTexts = {
  heading: 'Backup',
  chooseAgain: 'Now choose the backup file again.',
  intro:
    'Download everything you keep in Money Kitchen as one file, or restore such a file into this account. ' +
    'A restore adds and replaces records with the ones in the file; it never deletes any.',
  download: 'Download backup',
  downloading: 'Preparing backup…',
  downloaded: 'Backup downloaded.',
  downloadFailed: 'Failed to download the backup.',
  restore: 'Restore from file',
  restoring: 'Restoring…',
  restoreFailed: 'Failed to restore the backup.',
  tooLarge: 'The backup file is larger than this server accepts.',
  unsent: (count: number) =>
    `${count} change${count === 1 ? '' : 's'} made on this device ${count === 1 ? 'has' : 'have'} not reached the server yet, so ${count === 1 ? 'it is' : 'they are'} not in a backup until the next sync.`,
  confirm: (name: string) =>
    `Restore "${name}" into this account? Records in the file replace the ones with the same id here; nothing is deleted.`,
} as const;
