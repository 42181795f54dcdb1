import type { InputHTMLAttributes } from 'react';
import { FormField } from '../../ui/FormField';
import { InputField } from '../../ui/InputField';
import { PasswordInput } from '../../ui/PasswordInput';

type AccountFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** A username (or an email, at login) as typed: no capital letters or spelling fixes slipped in. */
export function UsernameField(props: AccountFieldProps) {
  return <InputField autoComplete="username" autoCapitalize="none" spellCheck={false} required {...props} />;
}

/** An email address, which the browser may fill in. */
export function EmailField(props: Omit<AccountFieldProps, 'label'>) {
  return <InputField label="Email Address" type="email" autoComplete="email" required {...props} />;
}

/** A password with its show/hide button; a hint, when given, is linked to it. */
export function PasswordField({ id, label, hint, value, onChange, ...input }: AccountFieldProps & { hint?: string }) {
  return (
    <FormField htmlFor={id} label={label} hint={hint}>
      <PasswordInput
        id={id}
        {...(hint ? { 'aria-describedby': `${id}-hint` } : {})}
        required
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
