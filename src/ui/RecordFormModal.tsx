import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
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
 * An add form that can start again also offers "Save and add another" (Ctrl/Cmd+Enter): the entry is
 * saved, said in the success banner, and the focus goes back to the form's first field for the next one.
 */
export function RecordFormModal({ form, onClose, className, children }: RecordFormModalProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { savedAgain } = form;
  useEffect(() => {
    if (savedAgain === 0) return;
    const first =
      formRef.current?.querySelector<HTMLElement>('[data-autofocus]') ?? formRef.current?.querySelector('input');
    first?.focus();
  }, [savedAgain]);

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (!form.againLabel || event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    void form.submit(event, true);
  }

  return (
    <Modal title={form.title} onClose={onClose}>
      <form
        ref={formRef}
        className={className ? `form ${className}` : 'form'}
        noValidate
        onSubmit={(event) => void form.submit(event)}
        onKeyDown={onKeyDown}
      >
        {form.error && <Banner variant="error">{form.error}</Banner>}
        {(form.saved || (savedAgain > 0 && !form.error)) && (
          // A new banner for each entry saved and started again, so each one is announced.
          <Banner key={savedAgain} variant="success">
            {form.successText}
          </Banner>
        )}
        <fieldset className="record-form__fields" disabled={form.busy || form.saved}>
          {children}
          <div className="record-form__buttons">
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
            {form.againLabel && (
              <button
                type="button"
                className="button button--secondary"
                aria-keyshortcuts="Control+Enter Meta+Enter"
                onClick={(event) => void form.submit(event, true)}
              >
                {form.againLabel}
              </button>
            )}
            <button type="submit" className="button button--primary">
              {form.submitLabel}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
