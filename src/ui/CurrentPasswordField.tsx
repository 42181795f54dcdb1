import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';

interface CurrentPasswordFieldProps {
  id: string;
  label: string;
  /** Why the password is asked for; the input is described by it. */
  hint: string;
  value: string;
  onChange: (value: string) => void;
}

/** The person's current password, asked again before a change that needs proof (profile, account deletion). */
export function CurrentPasswordField({ id, label, hint, value, onChange }: CurrentPasswordFieldProps) {
  return (
    <FormField htmlFor={id} label={label} hint={hint}>
      <PasswordInput
        id={id}
        autoComplete="current-password"
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
