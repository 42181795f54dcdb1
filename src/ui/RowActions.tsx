import './record-list.css';

interface RowActionsProps {
  /** Which row the buttons act on, in words, read by a screen reader after "Edit" and "Delete". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and Delete of one list row; the hidden words tell a screen reader which row each acts on. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  const which = <span className="visually-hidden"> {name}</span>;
  return (
    <div className="row-actions">
      <button type="button" className="button button--secondary row-actions__button" onClick={onEdit}>
        Edit{which}
      </button>
      <button
        type="button"
        className="button button--secondary row-actions__button row-actions__button--danger"
        onClick={onDelete}
      >
        Delete{which}
      </button>
    </div>
  );
}
