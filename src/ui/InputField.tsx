import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldDescription, FormField } from './FormField';

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> & {
  id: string;
  label: string;
  hint?: string;
  /** What is wrong with the value, beside the field; the input is then marked invalid. */
  error?: string;
  value: string;
  onChange: (value: string) => void;
  /** Drawn after the input, inside the field (a datalist of suggestions). */
  children?: ReactNode;
};

/** A labelled text input (or date, url, number...) with its hint and error linked to it. */
export function InputField({ id, label, hint, error, value, onChange, children, ...input }: InputFieldProps) {
  return (
    <FormField htmlFor={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className="form-input"
        {...input}
        {...fieldDescription(id, { hint: hint !== undefined, error })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </FormField>
  );
}
