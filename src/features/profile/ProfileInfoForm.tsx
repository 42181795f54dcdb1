import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { updateProfile } from '../../api/auth';
import { saveUser, type SessionUser } from '../../api/session';
import { profileUpdateSchema } from '../../domain/accounts';
import { FormField } from '../../ui/FormField';
import { CurrentPasswordField } from '../../ui/CurrentPasswordField';
import type { ProfileNotices } from './notices';
import { profileFailure } from './profileFailure';
import { profileTexts } from './profileTexts';
import { ProfileSubmit } from './ProfileSubmit';
import '../../ui/field-grid.css';

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

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Name, username and email: the one part of the profile kept by the server, so it needs the network.
 * A changed email asks for the current password, the proof the server wants (issue 13, item 1); left
 * empty, the server asks the current address to approve the change instead.
 */
export function ProfileInfoForm({ user, notices }: ProfileInfoFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [currentPassword, setCurrentPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const emailChanges = !sameAddress(values.email, user.email);
  // A new username needs the password too, unless this device signed in lately (issue 49, item 9).
  const renames = values.username !== user.username;
  const asksPassword = emailChanges || renames;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    notices.clear();
    const proof = asksPassword && currentPassword !== '' ? { current_password: currentPassword } : {};
    const checked = v.safeParse(profileUpdateSchema, { ...values, ...proof });
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
      setCurrentPassword('');
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
      <div className="field-grid profile-form__row">
        {input('first_name', 'First Name', { autoComplete: 'given-name' })}
        {input('last_name', 'Last Name', { autoComplete: 'family-name' })}
      </div>
      {input('username', 'Username', { autoComplete: 'username', required: true })}
      {input('email', 'Email', { type: 'email', autoComplete: 'email', required: true })}
      {asksPassword && (
        <CurrentPasswordField
          id="profile-current-password"
          label={profileTexts.currentPassword}
          hint={emailChanges ? profileTexts.currentPasswordHint : profileTexts.renamePasswordHint}
          value={currentPassword}
          onChange={setCurrentPassword}
        />
      )}
      <ProfileSubmit busy={busy}>{profileTexts.updateProfile}</ProfileSubmit>
    </form>
  );
}
