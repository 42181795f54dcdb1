import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { updateProfile } from '../../api/auth';
import { saveUser, type SessionUser } from '../../api/session';
import { profileUpdateSchema } from '../../domain/accounts';
import { FormField } from '../../ui/FormField';
import type { ProfileNotices } from './notices';
import { profileFailure } from './profileFailure';
import { profileTexts } from './profileTexts';

interface ProfileInfoFormProps {
  user: SessionUser;
  notices: ProfileNotices;
}

type Values = Pick<SessionUser, 'first_name' | 'last_name' | 'username' | 'email'>;

const valuesOf = (user: SessionUser): Values => ({
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  username: user.username,
  email: user.email,
});

/** Name, username and email: the one part of the profile kept by the server, so it needs the network. */
export function ProfileInfoForm({ user, notices }: ProfileInfoFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    notices.clear();
    const checked = v.safeParse(profileUpdateSchema, values);
    if (!checked.success) {
      notices.error(checked.issues[0].message);
      return;
    }
    setBusy(true);
    try {
      const answer = await updateProfile(checked.output);
      saveUser(answer.user);
      // A new email waits for its confirmation link, so the answer may still carry the old one.
      setValues(valuesOf(answer.user));
      notices.success(answer.message || profileTexts.profileUpdated);
    } catch (caught) {
      notices.error(await profileFailure(caught, profileTexts.profileFailed));
    } finally {
      setBusy(false);
    }
  }

  const input = (
    name: keyof Values,
    label: string,
    extra: { type?: string; autoComplete: string; required?: boolean },
  ) => (
    <FormField htmlFor={`profile-${name}`} label={label}>
      <input
        id={`profile-${name}`}
        className="form-input"
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete}
        required={extra.required}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    </FormField>
  );

  return (
    <form className="form profile-form" noValidate onSubmit={(event) => void submit(event)}>
      {!user.email_verify && <p className="profile-warning">{profileTexts.emailNotVerified}</p>}
      <div className="profile-form__row">
        {input('first_name', 'First Name', { autoComplete: 'given-name' })}
        {input('last_name', 'Last Name', { autoComplete: 'family-name' })}
      </div>
      {input('username', 'Username', { autoComplete: 'username', required: true })}
      {input('email', 'Email', { type: 'email', autoComplete: 'email', required: true })}
      <div className="profile-form__buttons">
        <button type="submit" className="button button--primary" disabled={busy}>
          {profileTexts.updateProfile}
        </button>
      </div>
    </form>
  );
}
