import './field-note.css';

interface FieldNoteProps {
  /** What the note says; without it the note is an empty live region, ready to announce one. */
  text: string | undefined;
  /** For a field's aria-describedby while the note is shown. */
  textId?: string;
  /** A one-click fix or suggestion beside the text. */
  action?: { label: string; onClick: () => void };
  className?: string;
}

/**
 * A note beside a form field (a near-duplicate, a suggestion): always in the page so screen readers
 * hear it politely when its text appears, and empty (hidden) otherwise.
 */
export function FieldNote({ text, textId, action, className }: FieldNoteProps) {
  return (
    <div className={['field-note', className].filter(Boolean).join(' ')} aria-live="polite">
      {text !== undefined && (
        <>
          <p id={textId}>{text}</p>
          {action && (
            <button type="button" className="button button--secondary" onClick={action.onClick}>
              {action.label}
            </button>
          )}
        </>
      )}
    </div>
  );
}
