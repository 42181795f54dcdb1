import type { ReactNode } from 'react';
import './forms.css';

interface FormFieldProps {
  /** The id of the control inside, so the label names it. */
  htmlFor: string;
  label: string;
  /** A short hint under the control; give the control `fieldDescription(htmlFor, { hint, error })`. */
  hint?: string;
  /** What is wrong with the value, shown under the control (and in the form's banner). */
  error?: string;
  children: ReactNode;
}

/** A label, its control, an optional hint and the field's error, stacked. */
export function FormField({ htmlFor, label, hint, error, children }: FormFieldProps) {
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint && (
        <p className="form-hint" id={`${htmlFor}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-error" id={`${htmlFor}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The control's side of FormField: `aria-describedby` naming its hint and error, and
 * `aria-invalid` while it has an error, so a screen reader says what is wrong on the field itself.
 */
export function fieldDescription(
  id: string,
  { hint, error }: { hint?: boolean; error?: string },
): { 'aria-describedby'?: string; 'aria-invalid'?: true } {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { ...(ids ? { 'aria-describedby': ids } : {}), ...(error ? { 'aria-invalid': true } : {}) };
}
