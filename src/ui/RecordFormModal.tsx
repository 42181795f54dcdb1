import type { ReactNode } from 'react';
import { Banner } from './Banner';
import { Modal } from './Modal';
import type { RecordFormState } from './useRecordForm';
import './record-form.css';

interface RecordFormModalProps {
  /** The form's state and words, from useRecordForm. */
  form: RecordFormState;
  onClose: () => void;
  /** A class beside `form`, for a form's own layout. */
  className?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * The add/edit modal around a record's fields: the one error (an alert) or the success message
 * above them, the fields locked while a slow save runs and after it succeeded, then Cancel and submit.
 */
export function RecordFormModal({ form, onClose, className, children }: RecordFormModalProps) {
  return (
    <Modal title={form.title} onClose={onClose}>
      <form
        className={className ? `form ${className}` : 'form'}
        noValidate
        onSubmit={(event) => void form.submit(event)}
      >
        {form.error && <Banner variant="error">{form.error}</Banner>}
        {form.saved && <Banner variant="success">{form.successText}</Banner>}
        <fieldset className="record-form__fields" disabled={form.busy || form.saved}>
          {children}
          <div className="record-form__buttons">
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary">
              {form.submitLabel}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
