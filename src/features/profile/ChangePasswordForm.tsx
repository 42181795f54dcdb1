import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { changePassword } from '../../api/auth';
import { changePasswordSchema, texts } from '../../domain/accounts';
import { FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import type { ProfileNotices } from './notices';
import { profileFailure } from './profileFailure';
import { profileTexts } from './profileTexts';
import { ProfileSubmit } from './ProfileSubmit';

const blank = { current_password: '', new_password: '', confirm_password: '' };

type Values = typeof blank;

const fields: { name: keyof Values; label: string; autoComplete: string }[] = [
  { name: 'current_password', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'new_password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'Confirm New Password', autoComplete: 'new-password' },
];

/** The first problem, in the order a person fixes them: something missing, then a mismatch, then the rules. */
function problemOf(values: Values): string | undefined {
  if (Object.values(values).some((value) => value === '')) return profileTexts.allPasswordsRequired;
  if (values.new_password !== values.confirm_password) return texts.newPasswordsDoNotMatch;
  const checked = v.safeParse(changePasswordSchema, values);
  return checked.success ? undefined : checked.issues[0].message;
}

/** Current, new and confirmed password, each with show/hide; the server checks the current one. */
export function ChangePasswordForm({ notices }: { notices: ProfileNotices }) {
  const [values, setValues] = useState<Values>(blank);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    notices.clear();
    const problem = problemOf(values);
    if (problem !== undefined) {
      notices.error(problem);
      return;
    }
    setBusy(true);
    try {
      const answer = await changePassword(values);
      setValues(blank);
      notices.success(answer.message || profileTexts.passwordChanged);
    } catch (caught) {
      notices.error(await profileFailure(caught, profileTexts.passwordFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form profile-form" noValidate onSubmit={(event) => void submit(event)}>
      {fields.map(({ name, label, autoComplete }) => (
        <FormField
          key={name}
          htmlFor={`profile-${name}`}
          label={label}
          hint={name === 'new_password' ? profileTexts.passwordHint : undefined}
        >
          <PasswordInput
            id={`profile-${name}`}
            autoComplete={autoComplete}
            required
            aria-describedby={name === 'new_password' ? `profile-${name}-hint` : undefined}
            value={values[name]}
            onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          />
        </FormField>
      ))}
      <ProfileSubmit busy={busy}>{profileTexts.changePassword}</ProfileSubmit>
    </form>
  );
}
