import { useEffect, useRef } from 'react';
import type { RowSelection } from './useRowSelection';
import { bulkTexts } from './bulkTexts';

/**
 * A row's checkbox. The click event says whether Shift was held (a range, as in a mail client);
 * Space on the focused box clicks it too, so the keyboard selects as the mouse does.
 */
export function RowCheckbox({ selection, id, label }: { selection: RowSelection; id: string; label: string }) {
  return (
    <input
      type="checkbox"
      className="select-box"
      aria-label={bulkTexts.selectRow(label)}
      checked={selection.isSelected(id)}
      onChange={() => undefined}
      onClick={(event) => selection.toggle(id, event.shiftKey)}
    />
  );
}

/** The header's checkbox: the whole page, shown half-ticked while some of it is selected. */
export function PageCheckbox({ selection }: { selection: RowSelection }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.pageState === 'some';
  }, [selection.pageState]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="select-box"
      aria-label={bulkTexts.selectPage}
      checked={selection.pageState === 'all'}
      onChange={selection.togglePage}
    />
  );
}
