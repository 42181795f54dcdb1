/** The wording of the profile's account deletion (issue 49, item 9). */
export const deleteAccountTexts = {
  heading: 'Delete Account',
  intro:
    'Deleting your account removes every record on the server and signs out every device. It cannot be undone: download a backup first if you may want your data.',
  download: 'Download a Backup First',
  downloading: 'Downloading...',
  downloaded: 'Backup downloaded.',
  downloadFailed: 'Could not download the backup. Check your connection and try again.',
  proofLabel: 'Password or two-factor code',
  proofHint: 'Needed unless you signed in within the last 5 minutes.',
  submit: 'Delete My Account',
  deleting: 'Deleting...',
  confirm: 'Delete your account and all of its data for good? This cannot be undone.',
  failed: 'Could not delete the account.',
  deleted: 'Your account and all of its data were deleted.',
} as const;
