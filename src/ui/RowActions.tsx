import type { ReactNode } from 'react';
import './record-list.css';

interface RowActionsProps {
  /** Which row the buttons act on, in words, read by a screen reader after "Edit" and "Delete". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Both off, for a row that may no longer change. */
  disabled?: boolean;
  /** The row's further controls, after Delete. */
  children?: ReactNode;
}

/** Edit and Delete of one list row; the hidden words tell a screen reader which row each acts on. */
export function RowActions({ name, onEdit, onDelete, disabled, children }: RowActionsProps) {
  const which = <span className="visually-hidden"> {name}</span>;
  const buttons = [
    { label: 'Edit', onClick: onEdit, className: 'button button--secondary row-actions__button' },
    {
      label: 'Delete',
      onClick: onDelete,
      className: 'button button--secondary row-actions__button row-actions__button--danger',
    },
  ];
  return (
    <div className="row-actions">
      {buttons.map(({ label, onClick, className }) => (
        <button key={label} type="button" className={className} disabled={disabled} onClick={onClick}>
          {label}
          {which}
        </button>
      ))}
      {children}
    </div>
  );
}
