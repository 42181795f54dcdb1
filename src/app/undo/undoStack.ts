/**
 * The commands of this device that can be undone (issue 46, item 7), newest last, and what the undo
 * toast shows. Each entry's undo is itself an ordinary command (restoreRecords, restoreTransactions),
 * so the restore syncs like any change and other devices follow. Kept in memory for this tab.
 */
export interface UndoEntry {
  /** What the command did, in the toast: "Transaction deleted." */
  message: string;
  undo: () => Promise<unknown>;
}

/** What the toast says now: a command that can be undone, or the outcome of an undo. */
export type UndoNotice = { key: number; message: string; undoable: boolean };

export const undoTexts = {
  undo: 'Undo',
  undone: (message: string) => `Undone: ${message}`,
  failed: 'The undo could not be saved. Try again, or make the change by hand.',
} as const;

/** How many commands back Ctrl/Cmd+Z reaches. */
const depth = 20;

const stack: UndoEntry[] = [];
let notice: UndoNotice | null = null;
let nextKey = 1;
const listeners = new Set<() => void>();

function show(next: UndoNotice | null) {
  notice = next;
  for (const listener of listeners) listener();
}

/** After an undoable command: its undo goes on top of the stack and the toast offers it. */
export function offerUndo(entry: UndoEntry): void {
  stack.push(entry);
  if (stack.length > depth) stack.shift();
  show({ key: nextKey++, message: entry.message, undoable: true });
}

/** Undoes the newest command; the toast says it was undone (or that the undo failed). False when there is nothing to undo. */
export async function undoLast(): Promise<boolean> {
  const entry = stack.pop();
  if (!entry) return false;
  try {
    await entry.undo();
    show({ key: nextKey++, message: undoTexts.undone(entry.message), undoable: false });
  } catch {
    show({ key: nextKey++, message: undoTexts.failed, undoable: false });
  }
  return true;
}

/** The toast is done with its notice (its time ran out); the stack stays for Ctrl/Cmd+Z. */
export function dismissUndoNotice(key: number): void {
  if (notice?.key === key) show(null);
}

/** Forgets every undo: another person's workspace (a sign-out) must never undo into this one. */
export function forgetUndos(): void {
  stack.length = 0;
  show(null);
}

export const currentUndoNotice = () => notice;

export function subscribeToUndo(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
