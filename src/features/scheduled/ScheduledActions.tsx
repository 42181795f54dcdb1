import type { ScheduledRecord } from '../../domain/records';
import { formatMoney } from '../../ui/formatCents';
import { RowActions } from '../../ui/RowActions';
import { scheduledTexts } from './scheduledTexts';
import './scheduled.css';
import { daySummary } from './ruleSummary';

export interface ScheduledHandlers {
  onEdit: (item: ScheduledRecord) => void;
  onDelete: (item: ScheduledRecord) => void;
  onToggle: (item: ScheduledRecord) => void;
}

/** 'scheduled transaction on day 28, Rent, -1,200.00 USD': which row a button acts on, for a screen reader. */
export function scheduledName(item: ScheduledRecord): string {
  const sign = item.scheduled_trans_status === 'deposit' ? '+' : '-';
  const money = formatMoney(item.amount_cents, item.currency, { sign });
  const what = item.scheduled_trans_details || item.category || scheduledTexts.noDescription;
  // A rule of its own reads as the list's Day column does ("every 2 weeks on Friday").
  const when = item.rule === undefined ? `on day ${item.day_of_month}` : lowerFirst(daySummary(item));
  return `scheduled transaction ${when}, ${what}, ${money}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Edit, Delete, and the Active/Inactive switch that pauses or resumes the item. */
export function ScheduledActions({ item, onEdit, onDelete, onToggle }: { item: ScheduledRecord } & ScheduledHandlers) {
  // What resuming does, beside the switch that resumes (issue 13 item 11), and read with it.
  const resumeNoteId = `scheduled-resume-note-${item.id}`;
  return (
    <RowActions name={scheduledName(item)} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)}>
      <button
        type="button"
        className={`button row-actions__button scheduled-status scheduled-status--${item.status ? 'on' : 'off'}`}
        onClick={() => onToggle(item)}
        aria-describedby={item.status ? undefined : resumeNoteId}
      >
        {item.status ? scheduledTexts.active : scheduledTexts.inactive}
        <span className="visually-hidden">
          {' '}
          {scheduledName(item)} (select to {item.status ? 'pause' : 'resume'})
        </span>
      </button>
      {!item.status && (
        <span id={resumeNoteId} className="scheduled-status__note">
          {scheduledTexts.resumeNote}
        </span>
      )}
    </RowActions>
  );
}
