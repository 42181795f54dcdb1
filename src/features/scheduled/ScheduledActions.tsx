import type { ScheduledRecord } from '../../domain/records';
import { scheduledTexts } from './scheduledTexts';
import '../../ui/record-list.css';

export interface ScheduledHandlers {
  onEdit: (item: ScheduledRecord) => void;
  onDelete: (item: ScheduledRecord) => void;
  onToggle: (item: ScheduledRecord) => void;
}

/** Edit, Delete, and the Active/Inactive switch that pauses or resumes the item. */
export function ScheduledActions({ item, onEdit, onDelete, onToggle }: { item: ScheduledRecord } & ScheduledHandlers) {
  const which = <span className="visually-hidden"> scheduled transaction of day {item.day_of_month}</span>;
  return (
    <div className="row-actions">
      <button type="button" className="button button--secondary row-actions__button" onClick={() => onEdit(item)}>
        Edit{which}
      </button>
      <button
        type="button"
        className="button button--secondary row-actions__button row-actions__button--danger"
        onClick={() => onDelete(item)}
      >
        Delete{which}
      </button>
      <button
        type="button"
        className={`button row-actions__button scheduled-status scheduled-status--${item.status ? 'on' : 'off'}`}
        onClick={() => onToggle(item)}
      >
        {item.status ? scheduledTexts.active : scheduledTexts.inactive}
        <span className="visually-hidden"> (select to {item.status ? 'pause' : 'resume'})</span>
      </button>
    </div>
  );
}
