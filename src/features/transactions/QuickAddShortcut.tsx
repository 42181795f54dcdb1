import { useCallback, useState } from 'react';
import { useAddShortcut } from '../../app/shortcuts/addShortcut';
import { TransactionFormModal } from './TransactionFormModal';

/** The add form opened by the "n" shortcut over whatever signed-in screen is showing, as an expense (issue 46, item 2). */
export function QuickAddShortcut() {
  const [open, setOpen] = useState(false);
  // Drawn in the key press itself, not in a transition as the pages' add buttons draw it: the keys typed
  // right after "n" must find the amount field focused.
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  useAddShortcut(show);
  return open ? <TransactionFormModal initialKind="withdraw" onClose={close} onSuccess={close} /> : null;
}
