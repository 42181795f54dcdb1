import type { FileFormat } from './parse/importRows';

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The import screen's words, in one place. */
export const importTexts = {
  title: 'Import transactions',
  subtitle: 'Bring in history from a bank export (CSV, OFX, QFX or QIF) or from this app’s own CSV export.',
  chooseHeading: '1. Choose a file',
  chooseLabel: 'File to import',
  chooseHint:
    'CSV from any bank, OFX or QFX (1.x and 2.x), QIF, or a CSV exported from Money Kitchen. Nothing is saved until you confirm.',
  reading: (fileName: string) => `Reading ${fileName}...`,
  mappingHeading: '2. Match the columns',
  mappingHint: 'Tell which column holds what. The first rows of the table are shown below.',
  mappingRemembered: 'Using the mapping from your last import of this file. Check it and continue, or change it.',
  mappingDetectAgain: 'Use the detected columns instead',
  mappingBeyondTable: 'The table starting on that line has fewer columns: choose the columns again.',
  tableStartLabel: 'The table starts on',
  tableStartHint: (skipped: number) =>
    skipped === 0
      ? 'No line above it is left out.'
      : `The ${count(skipped, 'line')} above it ${skipped === 1 ? 'is' : 'are'} left out: account details, not transactions.`,
  checking: 'Checking the rows against your transactions...',
  previewHeading: '3. Check before importing',
  willAdd: (n: number) => `${count(n, 'transaction')} will be added.`,
  intoNamed: (n: number) =>
    `${count(n, 'row goes', 'rows go')} back into the account the file names for ${n === 1 ? 'it' : 'them'}, not this one.`,
  duplicates: (n: number) =>
    `${count(n, 'row looks', 'rows look')} like ${n === 1 ? 'a transaction' : 'transactions'} you already have: skipped unless you tick ${n === 1 ? 'it' : 'them'}.`,
  /** The stored transaction a possible duplicate is like; its date only when it is not the row's (a near copy). */
  youHave: (text: string, date?: string) => `(you have “${text}”${date === undefined ? '' : ` on ${date}`})`,
  recheckFailed: (why: string) => `The rows could not be checked again (${why}): the preview is as before the change.`,
  alreadyImported: (n: number) =>
    `${count(n, 'row was', 'rows were')} already imported from this file: never added twice.`,
  ruled: (n: number) => `${count(n, 'row', 'rows')} set by your rules:`,
  suggested: (n: number) =>
    `${count(n, 'row has a category', 'rows have a category')} suggested from your own history (no rule applied):`,
  useSuggested: 'Import them with the suggested categories',
  suggestedSure: (sure: string) => `suggested, ${sure}`,
  suggestedYours: 'your category',
  unreadable: (n: number) => `${count(n, 'row', 'rows')} cannot be read and will be left out:`,
  targetLabel: 'Import into account',
  newAccountChoice: 'New account from this file',
  newAccountName: 'Name of the new account',
  newAccountHint: (type: string, currency: string, lastFour: string) =>
    `${type}, ${currency}${lastFour ? `, number ending ${lastFour}` : ''}, opening balance 0: made on import, from what the file says.`,
  nothingToAdd: 'Nothing to add: every row is already here or cannot be read.',
  importButton: (n: number) => `Import ${count(n, 'transaction')}`,
  importingHeading: '4. Importing',
  importing: (done: number, total: number) =>
    `Imported ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`,
  doneHeading: 'Import finished',
  done: (n: number, fileName: string) => `${count(n, 'transaction')} added from ${fileName}.`,
  importFailed: (reason: string) =>
    `The import stopped: ${reason}. The rows saved before it stopped are kept; import the same file again to add the rest, or undo it below.`,
  historyHeading: 'Imports on this device',
  historyEmpty: 'No imports yet.',
  undo: 'Undo import',
  confirmUndo: (n: number, fileName: string) => `Remove the ${count(n, 'transaction')} imported from ${fileName}?`,
  undoing: (done: number, total: number) =>
    `Removed ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  undone: (n: number, fileName: string) => `${count(n, 'transaction')} imported from ${fileName} removed.`,
  undoFailed: (reason: string) => `The undo stopped: ${reason}. Try again to remove the rest.`,
};

export const formatNames: Record<FileFormat, string> = {
  csv: 'Bank CSV',
  'app-csv': 'Money Kitchen CSV',
  ofx: 'OFX / QFX',
  qif: 'QIF',
};
