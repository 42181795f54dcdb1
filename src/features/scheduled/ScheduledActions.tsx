import type { ScheduledRecord } from '../../domain/records';
import { scheduledTexts } from './scheduledTexts';
import './scheduled.css';

export interface ScheduledHandlers {
  onEdit: (item: ScheduledRecord) => void;
  onDelete: (item: ScheduledRecord) => void;
  onToggle: (item: ScheduledRecord) => void;
}

/** Edit, Delete, and the Active/Inactive switch that pauses or resumes the item. */
export function ScheduledActions({ item, onEdit, onDelete, onToggle }: { item: ScheduledRecord } & ScheduledHandlers) {
  const which = <span className="visually-hidden"> scheduled transaction of day {item.day_of_month}</span>;
  // What resuming does, beside the switch that resumes (issue 13 item 11), and read with it.
  const resumeNoteId = `scheduled-resume-note-${item.id}`;
  return (
    <div className="transaction-actions">
      <button
        type="button"
        className="button button--secondary transaction-actions__button"
        onClick={() => onEdit(item)}
      >
        Edit{which}
      </button>
      <button
        type="button"
        className="button button--secondary transaction-actions__button transaction-actions__button--danger"
        onClick={() => onDelete(item)}
      >
        Delete{which}
      </button>
      <button
        type="button"
        className={`button transaction-actions__button scheduled-status scheduled-status--${item.status ? 'on' : 'off'}`}
        onClick={() => onToggle(item)}
        aria-describedby={item.status ? undefined : resumeNoteId}
      >
        {item.status ? scheduledTexts.active : scheduledTexts.inactive}
        <span className="visually-hidden"> (select to {item.status ? 'pause' : 'resume'})</span>
      </button>
      {!item.status && (
        <span id={resumeNoteId} className="scheduled-status__note">
          {scheduledTexts.resumeNote}
        </span>
      )}
    </div>
  );
}
