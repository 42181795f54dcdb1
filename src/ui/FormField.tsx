import type { ReactNode } from 'react';
import './forms.css';

interface FormFieldProps {
  /** The id of the control inside, so the label names it. */
  htmlFor: string;
  label: string;
  /** A short hint under the control; give the control `aria-describedby={`${htmlFor}-hint`}`. */
  hint?: string;
  children: ReactNode;
}

/** A label, its control and an optional hint, stacked. */
export function FormField({ htmlFor, label, hint, children }: FormFieldProps) {
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
    </div>
  );
}
